import { emptyBits, type Bits } from "../bitset";
import { draw, keyOf } from "../hash";
import type { Population } from "../model";
import { keywordTopics } from "./model";

/**
 * Keyword match types, from the narrowest: how much more of a person's posts a looser match counts
 * (EXACT: the keyword as written; PHRASE: within a longer phrase; UNORDERED: its words in any order;
 * BROAD: its words and their variants). The same draw per (person, keyword) is compared with each,
 * so every EXACT match is a PHRASE match, and so on up to BROAD.
 */
export const MATCH_FACTOR = {
  EXACT_KEYWORD: 1,
  PHRASE_KEYWORD: 1.25,
  UNORDERED_KEYWORD: 1.5,
  BROAD_KEYWORD: 2,
} as const;
export type KeywordType = keyof typeof MATCH_FACTOR;

export function isKeywordType(type: string): type is KeywordType {
  return Object.hasOwn(MATCH_FACTOR, type);
}

/**
 * People who posted about the keyword in the last 30 days: a person's posts (their activity) are
 * spread evenly over their topics; each post of topic t holds the keyword with the corpus's share
 * p(t, keyword) (times the match factor), so a person posted it with probability
 * 1 - Π over their topics (1 - f·p)^(posts in t).
 */
export function keywordPosters(pop: Population, keyword: string, type: KeywordType): Bits {
  const out = emptyBits(pop.size);
  const topics = keywordTopics(keyword);
  const table = chanceTable(topics, MATCH_FACTOR[type]);
  let mask = 0;
  for (const [t] of topics) mask |= 1 << t;
  const salt = keyOf(`keyword:${keyword}`);
  const { topics: personTopics, activity } = pop.columns;
  const m = topics.length;
  for (let i = 0; i < pop.size; i++) {
    const mine = personTopics[i];
    if (!(mine & mask) || activity[i] === 0) continue;
    let subset = 0;
    for (let j = 0; j < m; j++) if (mine & (1 << topics[j][0])) subset |= 1 << j;
    const limit = table[((activity[i] << 3) | popcount(mine)) * (1 << m) + subset];
    if (draw(pop.seed, i, salt) < limit) out[i >>> 5] |= 1 << (i & 31);
  }
  return out;
}

/**
 * The 32-bit draw threshold for every (posts in 30 days, number of topics, which of the keyword's
 * topics the person has): the probability above, computed once per keyword instead of per person.
 */
function chanceTable(topics: readonly (readonly [number, number])[], f: number): Float64Array {
  const m = topics.length;
  const table = new Float64Array(256 * 8 * (1 << m));
  for (let a = 1; a < 256; a++)
    for (let n = 1; n < 8; n++)
      for (let subset = 1; subset < 1 << m; subset++) {
        let none = 1;
        for (let j = 0; j < m; j++)
          if (subset & (1 << j)) none *= Math.pow(1 - Math.min(1, f * topics[j][1]), a / n);
        table[((a << 3) | n) * (1 << m) + subset] = (1 - none) * 4294967296;
      }
  return table;
}

function popcount(x: number): number {
  let n = 0;
  for (; x; x &= x - 1) n++;
  return n;
}
