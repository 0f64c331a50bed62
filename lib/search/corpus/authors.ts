import { TOPICS } from "@/lib/audiences/population/corpus/topics";

/**
 * The corpus's authors: AUTHORS_PER_TOPIC public accounts per topic of the population's corpus
 * (lib/audiences/population/corpus/topics.ts), each posting about its topic. Ids and names are a
 * pure function of the index, so every process and every database agrees on them.
 */
export const AUTHORS_PER_TOPIC = 20;
const FIRST = [
  "maya",
  "leo",
  "ana",
  "omar",
  "june",
  "ravi",
  "nina",
  "theo",
  "lena",
  "kofi",
  "ivy",
  "sam",
  "zara",
  "eli",
  "mila",
  "noah",
  "aiko",
  "luis",
  "ines",
  "finn",
];
/** Far above the ids newId() makes (milliseconds << 22): the two never meet. */
const ID_BASE = 8_000_000_000_000_000_000n;

export type CorpusAuthor = { index: number; id: string; screenName: string; name: string };

/** The word with its first letter upper-cased. */
export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Author `k` of topic `t`: screen names of at most 15 characters, like the reference's. */
export function corpusAuthor(t: number, k: number): CorpusAuthor {
  const index = t * AUTHORS_PER_TOPIC + k;
  const first = FIRST[k % FIRST.length];
  const topic = TOPICS[t].name;
  return {
    index,
    id: (ID_BASE + BigInt(index)).toString(),
    screenName: `${first}_${topic}`.slice(0, 15),
    name: `${cap(first)} on ${topic}`,
  };
}

export const CORPUS_AUTHORS: readonly CorpusAuthor[] = TOPICS.flatMap((_, t) =>
  Array.from({ length: AUTHORS_PER_TOPIC }, (_, k) => corpusAuthor(t, k)),
);
