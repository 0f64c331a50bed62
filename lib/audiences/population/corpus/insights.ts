import { keyOf, mix, unit } from "../hash";
import { MEAN_POSTS_PER_DAY } from "../people";
import { activityAt } from "./curves";
import { topicVector, TOPIC_SHARES } from "./model";
import { TOPICS, VOCABULARY } from "./topics";

/** Where the posts counted come from: people (of the population) and their UTC offset. */
export type PostingArea = { people: number; utcOffset: number };

export type InsightsQuestion = {
  /** Normalised keywords (OR-combined) and negative keywords (posts holding any are left out). */
  keywords: readonly string[];
  negative: readonly string[];
  /** Whole UTC hours, start < end. */
  start: Date;
  end: Date;
  granularity: "HOUR" | "DAY";
  areas: readonly PostingArea[];
};

export type Insights = { related_keywords: string[]; post_volume: number[] };

const HOUR = 3_600_000;
export const RELATED_COUNT = 30;

/**
 * Deterministic noise on one keyword's share in one hour (±15 %), and rare bursts: on about one day
 * in 25 a keyword trends, with 2 to 5 times its usual share all that UTC day.
 */
function noise(key: number, hourIndex: number): number {
  const jitter = 0.85 + 0.3 * unit(mix(key, hourIndex));
  const day = Math.floor(hourIndex / 24);
  const b = mix(key ^ 0x5a5a5a5a, day);
  return unit(b) < 0.04 ? jitter * (2 + 3 * unit(mix(b, 7))) : jitter;
}

/** Share of posts, per topic, holding none of the words. */
function absentShare(
  vectors: readonly Float64Array[],
  scale?: (k: number) => number,
): Float64Array {
  const out = new Float64Array(TOPICS.length).fill(1);
  vectors.forEach((v, k) => {
    const f = scale ? scale(k) : 1;
    for (let t = 0; t < v.length; t++) if (v[t]) out[t] *= 1 - Math.min(1, v[t] * f);
  });
  return out;
}

/** Post volume per interval: posts holding any keyword and no negative keyword, rounded. */
export function postVolume(q: InsightsQuestion): number[] {
  const vectors = q.keywords.map(topicVector);
  const keys = q.keywords.map(keyOf);
  const keep = absentShare(q.negative.map(topicVector));
  const step = q.granularity === "HOUR" ? 1 : 24;
  const first = Math.floor(q.start.getTime() / HOUR);
  const hours = Math.floor(q.end.getTime() / HOUR) - first;
  const out = new Array<number>(Math.ceil(hours / step)).fill(0);
  const perHour = MEAN_POSTS_PER_DAY / 24;
  for (let h = 0; h < hours; h++) {
    const hourIndex = first + h;
    const absent = absentShare(vectors, (k) => noise(keys[k], hourIndex));
    let share = 0;
    for (let t = 0; t < TOPICS.length; t++) share += TOPIC_SHARES[t] * (1 - absent[t]) * keep[t];
    let posts = 0;
    for (const a of q.areas) posts += a.people * perHour * activityAt(hourIndex, a.utcOffset);
    out[Math.floor(h / step)] += posts * share;
  }
  return out.map((v) => Math.round(v));
}

/** Every word in order of its share of all posts: the fill when co-occurrence names too few. */
const BY_FREQUENCY: readonly string[] = [...VOCABULARY]
  .map((w) => ({ w, f: topicVector(w).reduce((s, p, t) => s + p * TOPIC_SHARES[t], 0) }))
  .sort((a, b) => b.f - a.f || (a.w < b.w ? -1 : 1))
  .map((x) => x.w);

/**
 * The RELATED_COUNT words that appear most often in the same posts as the keywords (expected
 * co-occurrences over the corpus: a topic's posts holding a keyword times the share holding the
 * word), never a keyword or negative keyword itself; ties by word. Independent of time and place.
 */
export function relatedKeywords(
  keywords: readonly string[],
  negative: readonly string[],
): string[] {
  const asked = absentShare(keywords.map(topicVector));
  const excluded = new Set([...keywords, ...negative]);
  const score = new Map<string, number>();
  TOPICS.forEach((topic, t) => {
    const withKeyword = TOPIC_SHARES[t] * (1 - asked[t]);
    if (withKeyword <= 0) return;
    for (const w of topic.words) {
      if (excluded.has(w)) continue;
      const p = topicVector(w)[t];
      score.set(w, (score.get(w) ?? 0) + withKeyword * p);
    }
  });
  const ranked = [...score].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([w]) => w);
  for (const w of BY_FREQUENCY) {
    if (ranked.length >= RELATED_COUNT) break;
    if (!excluded.has(w) && !score.has(w)) ranked.push(w);
  }
  return ranked.slice(0, RELATED_COUNT);
}

export function keywordInsights(q: InsightsQuestion): Insights {
  return { related_keywords: relatedKeywords(q.keywords, q.negative), post_volume: postVolume(q) };
}
