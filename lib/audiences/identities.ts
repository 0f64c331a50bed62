import { mix } from "@/lib/audiences/population/hash";
import type { IdentifierKind } from "./normalise";

/**
 * Person i's identifiers, a pure function of (seed, i), already in normal form (normalise.ts):
 * - email `<first>.<last><i>@<domain>` (maria.garcia48213@example.net): names are letters and i
 *   follows them, so no two people share one;
 * - phone_number `1` + area code + 7 digits: the area code names the block of 10,000,000 people,
 *   the 7 digits are (i mod 10^7) times an odd prime not divisible by 5, mod 10^7 (a bijection);
 * - handle `<first><last>_<i in base 36>` (mariagarcia_10bp);
 * - device_id a lower-case UUID (version 4 layout) whose first 32 bits are mix(seed, i), a
 *   bijection of i, the rest more hashes of (seed, i).
 * A CSV of these (in any case, with spaces, phones as +1 (212) 555-…) matches the population.
 */
const FIRST = [
  "maria", "james", "sofia", "liam", "ana", "noah", "emma", "lucas", "olivia", "mateo",
  "amelia", "ethan", "chloe", "hugo", "mia", "leo", "zoe", "omar", "nina", "kenji",
  "aisha", "ivan", "lena", "diego", "sara", "yusuf", "clara", "arjun", "elena", "felix",
]; // prettier-ignore
const LAST = [
  "garcia", "smith", "muller", "rossi", "silva", "kim", "nguyen", "cohen", "novak", "dubois",
  "tanaka", "jensen", "costa", "patel", "khan", "lopez", "ivanova", "brown", "wilson", "moreau",
]; // prettier-ignore
const DOMAINS = ["example.com", "example.net", "example.org", "mail.example", "inbox.example"];
const AREAS = [212, 213, 312, 415, 512, 617, 646, 702, 713, 206, 303, 404, 503, 602, 305, 202];
const LINE_FACTOR = 7919;
const BLOCK = 10_000_000;

const pick = <T>(list: readonly T[], h: number): T => list[h % list.length];
const hex8 = (n: number) => (n >>> 0).toString(16).padStart(8, "0");

export function identityOf(seed: number, i: number, kind: IdentifierKind): string {
  const h = mix(seed, i);
  const first = pick(FIRST, mix(h, 1));
  const last = pick(LAST, mix(h, 2));
  switch (kind) {
    case "email":
      return `${first}.${last}${i}@${pick(DOMAINS, mix(h, 3))}`;
    case "phone_number": {
      const area = AREAS[Math.floor(i / BLOCK) % AREAS.length];
      const line = ((i % BLOCK) * LINE_FACTOR) % BLOCK;
      return `1${area}${String(line).padStart(7, "0")}`;
    }
    case "handle":
      return `${first}${last}_${i.toString(36)}`;
    case "device_id": {
      const x = hex8(h) + hex8(mix(h, 4)) + hex8(mix(h, 5)) + hex8(mix(h, 6));
      const variant = ((parseInt(x[16], 16) & 3) | 8).toString(16);
      return `${x.slice(0, 8)}-${x.slice(8, 12)}-4${x.slice(13, 16)}-${variant}${x.slice(17, 20)}-${x.slice(20)}`;
    }
  }
}

/** People a population of `size` can hold with unique phone numbers (one area code per block). */
export const MAX_PHONE_PEOPLE = AREAS.length * BLOCK;
