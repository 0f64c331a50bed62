/**
 * Where the population lives: the share of the platform's users per country (millions of users,
 * rounded public estimates of a large microblogging platform's audience by country, 2023-2024), the
 * country's standard UTC offset (hours; daylight saving is not modelled) and the languages its people
 * use first with their shares. Countries not listed here (every other ISO 3166-1 country of the
 * location values) share OTHER_COUNTRIES_WEIGHT equally and use English (offset from their longitude
 * is unknown: 0). Order and numbers are part of the model: changing them changes every answer.
 */
export type CountryFacts = {
  code: string;
  /** Millions of users. */
  users: number;
  utcOffset: number;
  languages: readonly (readonly [string, number])[];
};

const ROWS = `
US 106 -5 en:87,es:13
JP 70 9 ja:100
IN 27 5.5 en:45,hi:40,ta:5,te:5,bn:5
ID 27 7 id:95,en:5
BR 24 -3 pt:100
GB 24 0 en:100
TR 19 3 tr:95,en:5
SA 17 3 ar:95,en:5
MX 16 -6 es:100
PH 12 8 en:60,tl:40
FR 12 1 fr:100
TH 12 7 th:100
ES 11 1 es:90,ca:10
DE 10 1 de:100
CA 10 -5 en:77,fr:23
KR 9 9 ko:100
AR 6 -3 es:100
NG 6 1 en:100
EG 6 2 ar:100
PK 5 5 ur:60,en:40
IT 5 1 it:100
CO 5 -5 es:100
MY 5 8 ms:60,en:30,zh:10
AU 5 10 en:100
NL 4 1 nl:90,en:10
PL 4 1 pl:100
VN 4 7 vi:100
KE 3 3 en:70,sw:30
ZA 3 2 en:80,af:20
CL 3 -4 es:100
AE 3 4 ar:50,en:50
VE 3 -4 es:100
PE 3 -5 es:100
UA 2.5 2 uk:70,ru:30
RU 2.5 3 ru:100
SE 2 1 sv:100
IE 2 0 en:100
BE 2 1 nl:55,fr:45
CH 1.5 1 de:65,fr:25,it:10
PT 1.5 0 pt:100
GR 1.5 2 el:100
IL 1.5 2 he:80,ar:20
NZ 1.2 12 en:100
SG 1.2 8 en:80,zh:20
AT 1 1 de:100
DK 1 1 da:100
NO 1 1 no:100
FI 0.8 2 fi:90,sv:10
`;

export const COUNTRY_FACTS: readonly CountryFacts[] = ROWS.trim()
  .split("\n")
  .map((line) => {
    const [code, users, offset, langs] = line.trim().split(/\s+/);
    return {
      code,
      users: Number(users),
      utcOffset: Number(offset),
      languages: langs.split(",").map((l) => {
        const [lang, share] = l.split(":");
        return [lang, Number(share)] as const;
      }),
    };
  });

/** Millions of users shared by all other countries of the location values. */
export const OTHER_COUNTRIES_WEIGHT = 40;

export const OTHER_COUNTRY_LANGUAGES: CountryFacts["languages"] = [["en", 100]];

export const factsOf = (code: string): CountryFacts | undefined =>
  COUNTRY_FACTS.find((c) => c.code === code);
