import { keyOf, unit } from "../hash";
import { TOPICS } from "./topics";

/**
 * The post corpus as distributions: a post belongs to one topic (TOPICS' shares) and carries
 * WORDS_PER_POST words of that topic's vocabulary drawn by Zipf weights, so word j of a topic appears
 * in a share `p(t, j)` of its posts. A keyword in no vocabulary is a rare word: it belongs to two
 * topics picked from its text, in a small share of their posts (RARE_SHARE scaled by its text).
 * Insights (volumes, related keywords) and keyword audiences (who posts about it) both read these.
 */
export const WORDS_PER_POST = 3;
export const RARE_SHARE = 0.0004;
const ZIPF_EXPONENT = 0.9;

/** Keywords are compared in the targeting values' normal form (lower case, single spaces, trimmed). */
export { normalizeKeyword } from "@/lib/targeting/values";

const TOPIC_SHARE_TOTAL = TOPICS.reduce((s, t) => s + t.share, 0);
/** Share of all posts in each topic. */
export const TOPIC_SHARES: readonly number[] = TOPICS.map((t) => t.share / TOPIC_SHARE_TOTAL);

/** word -> [topic index, share of that topic's posts containing it] */
const WORD_TOPICS = new Map<string, [number, number][]>();
TOPICS.forEach((topic, t) => {
  const weights = topic.words.map((_, j) => 1 / Math.pow(j + 2, ZIPF_EXPONENT));
  const total = weights.reduce((a, b) => a + b, 0);
  topic.words.forEach((w, j) => {
    const p = Math.min(0.9, (WORDS_PER_POST * weights[j]) / total);
    WORD_TOPICS.set(w, [...(WORD_TOPICS.get(w) ?? []), [t, p]]);
  });
});

/** The topics a (normalised) keyword appears in, with the share of the topic's posts holding it. */
export function keywordTopics(keyword: string): readonly (readonly [number, number])[] {
  const known = WORD_TOPICS.get(keyword);
  if (known) return known;
  const h = keyOf(keyword);
  const first = h % TOPICS.length;
  const second = (first + 1 + ((h >>> 8) % (TOPICS.length - 1))) % TOPICS.length;
  const share = RARE_SHARE * (0.2 + unit(Math.imul(h, 0x2545f491) >>> 0));
  return [
    [first, share],
    [second, share / 2],
  ];
}

/** Whether the keyword is a word of the corpus's vocabularies (not a rare word). */
export const inVocabulary = (keyword: string): boolean => WORD_TOPICS.has(keyword);

/** Per topic: the share of its posts holding a word (a dense vector over TOPICS). */
export function topicVector(keyword: string): Float64Array {
  const v = new Float64Array(TOPICS.length);
  for (const [t, p] of keywordTopics(keyword)) v[t] = p;
  return v;
}
