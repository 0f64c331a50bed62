import { words } from "@/lib/search/query-language";
import { TOPICS } from "@/lib/audiences/population/corpus/topics";
import { ENTITIES, type Entity } from "./reference";

/**
 * The words a story is made of. A post's terms are its hashtags (`#launch`) and its keywords: words
 * of 4 letters or more that are not among the common words below, addresses left out. Entities of
 * the reference list and the corpus's topics (lib/audiences/population/corpus/topics.ts) are found
 * as whole words or phrases.
 */
const COMMON = new Set(
  `about above after again against also always another anyone anything around back because been before
   being below best better between both came come could does doing done down during each even ever every
   first from gets getting give going gone good great have having here hers herself himself into itself
   just know last least like little look made make many maybe more most much must myself need never next
   nothing only other ours over really right said same says should show since some something soon still
   such sure take than thank thanks that their them then there these they thing things think this those
   though through time today together tomorrow tonight very want wants week well went were what when
   where which while will with without would year years yesterday your yours yourself http https www
   anyone beats else everyone following morning reading stop talking thinking thread`.split(/\s+/),
);

const ADDRESS = /https?:\/\/\S+/gi;

/** The words of a text with hashtags and mentions as plain words (for entities, topics, queries). */
export const plainWords = (text: string): string[] =>
  words(text.replace(ADDRESS, " "))
    .map((w) => w.replace(/^[#@]+/, ""))
    .filter(Boolean);

/** A post's terms, each once, in order of appearance: `#tag` for hashtags, else the keyword. */
export function postTerms(text: string): string[] {
  const out = new Set<string>();
  for (const w of words(text.replace(ADDRESS, " "))) {
    if (/^#[\p{L}\p{N}_]{2,}$/u.test(w)) out.add(w);
    else if (/^[\p{L}][\p{L}'_]{3,}$/u.test(w) && !COMMON.has(w)) out.add(w.replace(/'s$/, ""));
  }
  return [...out];
}

/** Whether `phrase` appears in `hay` as consecutive words. */
function contains(hay: readonly string[], phrase: readonly string[]): boolean {
  for (let s = 0; s + phrase.length <= hay.length; s++)
    if (phrase.every((w, k) => hay[s + k] === w)) return true;
  return false;
}

const PHRASES = ENTITIES.map((e) => ({ e, phrases: e.phrases.map((p) => plainWords(p)) }));

/** The reference list's entities named in a text (in the list's order). */
export function entitiesIn(text: string): Entity[] {
  const hay = plainWords(text);
  return PHRASES.filter(({ phrases }) => phrases.some((p) => p.length && contains(hay, p))).map(
    ({ e }) => e,
  );
}

const TOPIC_WORDS = TOPICS.map((t) => ({ name: t.name, words: t.words.map((w) => plainWords(w)) }));

/**
 * The corpus's topics a set of words is about, most words first (ties in the corpus's order): how
 * many of the topic's words or phrases appear among them.
 */
export function topicsOf(hay: readonly string[]): string[] {
  return TOPIC_WORDS.map((t, i) => ({ t, i, n: t.words.filter((w) => contains(hay, w)).length }))
    .filter((x) => x.n > 0)
    .sort((a, b) => b.n - a.n || a.i - b.i)
    .map((x) => x.t.name);
}
