import type { SearchEntry } from "@/lib/docs/search-index";

export type Prepared = SearchEntry & { haystack: string };

/** Each section once in lower case, title and text together, so typing only compares strings. */
export const prepare = (entries: SearchEntry[]): Prepared[] =>
  entries.map((e) => ({ ...e, haystack: `${e.title} ${e.body}`.toLowerCase() }));

/** The words typed, in lower case; none for an empty box. */
export const wordsOf = (query: string) => query.toLowerCase().split(/\s+/).filter(Boolean);

/** The sections holding every word typed, in reading order. */
export const matching = (entries: Prepared[], words: string[]) =>
  words.length ? entries.filter((e) => words.every((w) => e.haystack.includes(w))) : [];

/** About 160 characters of a section's text around the first word found in it (its start otherwise). */
export function snippet(body: string, words: string[]): string {
  const lower = body.toLowerCase();
  const at = Math.min(...words.map((w) => lower.indexOf(w)).filter((i) => i >= 0), body.length);
  const from = at === body.length ? 0 : Math.max(0, at - 60);
  const text = body.slice(from, from + 160);
  return `${from > 0 ? "…" : ""}${text}${from + 160 < body.length ? "…" : ""}`;
}

/** What the live status says: how many sections match the words typed. */
export function statusText(total: number, words: string[], found: number): string {
  if (!words.length) return `${total} sections in the guides`;
  if (found === 0) return "No section matches";
  return found === 1 ? "1 section matches" : `${found} sections match`;
}
