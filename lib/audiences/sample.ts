import { SEED } from "@/lib/audiences/population/seed";
import { identityOf } from "./identities";
import { IDENTIFIER_KINDS, type IdentifierKind } from "./normalise";

/**
 * People of the synthetic population the demo names (indexes below 1,000, the smallest
 * POPULATION_SIZE, so every population has them): the seeded "Newsletter subscribers" audience holds
 * the first 600, the console's sample CSV lists the next 400. Browser-safe: the console builds the
 * sample from these functions, so the file and the server's matching index cannot disagree.
 */
export const SEEDED_AUDIENCE_PEOPLE = { from: 0, count: 600 } as const;
export const SAMPLE_PEOPLE = { from: 600, count: 400 } as const;
export const SAMPLE_FILE_NAME = "sample-customers.csv";

/** "james.costa600" -> "James.Costa600": capitals that the normal form takes away again. */
const capitalised = (s: string) =>
  s.replace(/(^|\.)([a-z])/g, (_, dot, c) => dot + c.toUpperCase());

/** Person i's identifier of `kind` as a person's export has it: capitals, "@", a formatted phone. */
export function typedIdentity(i: number, kind: IdentifierKind): string {
  const v = identityOf(SEED, i, kind);
  switch (kind) {
    case "email": {
      const [local, domain] = v.split("@");
      return `${capitalised(local)}@${domain}`;
    }
    case "phone_number":
      return `+${v[0]} (${v.slice(1, 4)}) ${v.slice(4, 7)}-${v.slice(7)}`;
    case "handle":
      return `@${capitalised(v)}`;
    case "device_id":
      return v.toUpperCase();
  }
}

/** The sample CSV: a header row naming the four kinds, then one person a row (CRLF, as spreadsheets write). */
export function sampleCsv(): string {
  const rows = [IDENTIFIER_KINDS.join(",")];
  for (let i = SAMPLE_PEOPLE.from; i < SAMPLE_PEOPLE.from + SAMPLE_PEOPLE.count; i++)
    rows.push(IDENTIFIER_KINDS.map((k) => typedIdentity(i, k)).join(","));
  return rows.join("\r\n") + "\r\n";
}
