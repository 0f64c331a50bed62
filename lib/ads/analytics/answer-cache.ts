import { config } from "@/lib/config/env";
import { AnswerCache } from "../../ads-kernel/answer-cache";
import { ownBytes, RawJson } from "../../ads-kernel/record-cache";
import type { StatsRecord } from "./schema";

/**
 * Synchronous answers, serialized, per process. An answer is a pure function of the question and of
 * the facts it reads, and a dashboard asks the same questions again and again while the facts of
 * past hours stay as they are: 20 line items' 7 days by hour is 74,000 values to sum, decode and
 * write each time. An entry is kept with the fingerprint the account's facts had just before it was
 * computed (query.ts idsAndFingerprint: the version of the account's facts, which every write of
 * them changes), and served only while it reads the same; the fingerprint costs one lookup by key.
 * At most ADS_STATS_CACHE_MB (0 turns it off).
 */
type Answer = { length: number; records: Buffer[] };

const answers = new AnswerCache<Answer>(() => config().adsStatsCacheMb * 1024 * 1024);

export function cachedAnswer(key: string, fingerprint: string) {
  const e = answers.get(key, fingerprint);
  return e && { time_series_length: e.length, data: new RawJson(e.records, "hit") };
}

/** Keeps an answer computed after `fingerprint` was read; answers it as the cache serves it. */
export function keepAnswer(
  key: string,
  fingerprint: string,
  answer: { time_series_length: number; data: StatsRecord[] },
) {
  const records = answer.data.map((r) => ownBytes(JSON.stringify(r)));
  const size = records.reduce((n, b) => n + b.length, 0);
  answers.set(key, fingerprint, { length: answer.time_series_length, records }, size);
  return { time_series_length: answer.time_series_length, data: new RawJson(records, "miss") };
}
