import { config } from "@/lib/config/env";
import { ownBytes, RawJson } from "../../ads-kernel/record-cache";
import type { StatsRecord } from "./schema";

/**
 * Synchronous answers, serialized, per process. An answer is a pure function of the question and of
 * the facts it reads, and a dashboard asks the same questions again and again while the facts of
 * past hours stay as they are: 20 line items' 7 days by hour is 74,000 values to sum, decode and
 * write each time. An entry is kept with the fingerprint the account's facts had just before it was
 * computed (query.ts idsAndFingerprint: the version of the account's facts, which every write of
 * them changes), and served only while it reads the same, so an answer is never older than
 * the facts; the fingerprint costs one lookup by key. Bounded in bytes (ADS_STATS_CACHE_MB; 0 turns it off), the
 * oldest entry dropped first.
 */
type Entry = { fingerprint: string; length: number; records: Buffer[]; bytes: number };

const entries = new Map<string, Entry>();
let bytes = 0;

const limit = () => config().adsStatsCacheMb * 1024 * 1024;

export function cachedAnswer(key: string, fingerprint: string) {
  const e = entries.get(key);
  if (!e || e.fingerprint !== fingerprint) return undefined;
  return { time_series_length: e.length, data: new RawJson(e.records, "hit") };
}

/** Keeps an answer computed after `fingerprint` was read; answers it as the cache serves it. */
export function keepAnswer(
  key: string,
  fingerprint: string,
  answer: { time_series_length: number; data: StatsRecord[] },
) {
  const records = answer.data.map((r) => ownBytes(JSON.stringify(r)));
  const size = records.reduce((n, b) => n + b.length, key.length);
  if (size <= limit()) {
    drop(key);
    entries.set(key, { fingerprint, length: answer.time_series_length, records, bytes: size });
    bytes += size;
    for (const old of entries.keys()) {
      if (bytes <= limit()) break;
      drop(old);
    }
  }
  return { time_series_length: answer.time_series_length, data: new RawJson(records, "miss") };
}

function drop(key: string): void {
  const e = entries.get(key);
  if (!e) return;
  bytes -= e.bytes;
  entries.delete(key);
}
