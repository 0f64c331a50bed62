/**
 * Curated categories (document 2, Reference data): hand-picked groups of publishers' content a line
 * item may run beside, each available only in the countries of its country_codes. Ids are stable:
 * line item curated categories store them.
 */
export type CuratedCategory = {
  id: string;
  name: string;
  description: string;
  country_codes: string[];
};

const EN = ["US", "GB", "CA", "AU", "IE", "NZ"];
const EU = ["DE", "FR", "ES", "IT", "NL", "BE", "AT", "SE"];
const LATAM = ["BR", "MX", "AR", "CL", "CO"];
const APAC = ["JP", "KR", "IN", "SG", "ID"];

const row = (id: string, name: string, description: string, country_codes: string[]) => ({
  id,
  name,
  description,
  country_codes: [...country_codes].sort(),
});

export const CURATED_CATEGORIES: readonly CuratedCategory[] = [
  row("cc1001", "Sports: Football", "Match highlights and analysis from football publishers", [
    ...EN,
    ...EU,
    ...LATAM,
  ]),
  row("cc1002", "Sports: Basketball", "Highlights and news from basketball leagues", [
    ...EN,
    "ES",
    "FR",
    "PH",
  ]),
  row("cc1003", "Sports: Baseball", "Baseball highlights", ["US", "CA", "JP", "KR", "MX"]),
  row("cc1004", "Sports: Motorsport", "Racing series highlights and interviews", [
    ...EN,
    ...EU,
    "BR",
    "JP",
  ]),
  row("cc1005", "Sports: Cricket", "Cricket highlights", ["GB", "AU", "IN", "NZ", "ZA", "PK"]),
  row("cc1010", "News: World", "International news publishers", [...EN, ...EU, ...LATAM, ...APAC]),
  row("cc1011", "News: Business and Finance", "Markets, companies and personal finance", [
    ...EN,
    ...EU,
    "JP",
    "IN",
    "SG",
  ]),
  row("cc1012", "News: Technology", "Technology news and reviews", [...EN, ...EU, ...APAC]),
  row("cc1020", "Entertainment: Film and TV", "Trailers, premieres and shows", [
    ...EN,
    ...EU,
    ...LATAM,
  ]),
  row("cc1021", "Entertainment: Music", "Artists, releases and live music", [
    ...EN,
    ...EU,
    ...LATAM,
    ...APAC,
  ]),
  row("cc1022", "Entertainment: Gaming", "Game publishers, esports and streams", [
    ...EN,
    ...EU,
    ...APAC,
    "BR",
  ]),
  row("cc1030", "Lifestyle: Food and Drink", "Recipes, restaurants and food culture", [
    ...EN,
    ...EU,
  ]),
  row("cc1031", "Lifestyle: Travel", "Destinations and travel tips", [...EN, ...EU, ...LATAM]),
  row("cc1032", "Lifestyle: Style and Beauty", "Fashion and beauty publishers", [
    ...EN,
    "FR",
    "IT",
    "JP",
    "KR",
    "BR",
  ]),
  row("cc1033", "Lifestyle: Health and Fitness", "Wellbeing, training and nutrition", [
    ...EN,
    ...EU,
  ]),
  row("cc1040", "Science and Education", "Science explainers and learning", [
    ...EN,
    "DE",
    "FR",
    "IN",
  ]),
  row("cc1041", "Automotive", "Cars, reviews and shows", [...EN, "DE", "IT", "JP", "KR"]),
  row("cc1042", "Home and Family", "Parenting, home and garden", [...EN, "DE", "NL"]),
];

export const curatedCategory = (id: string) => CURATED_CATEGORIES.find((c) => c.id === id);
