import { config } from "@/lib/config/env";
import { rawRows } from "@/lib/db/client";
import { AnswerCache } from "./answer-cache";
import { RawJson } from "./record-cache";

/**
 * Whole list pages, per process, on top of the record cache: a dashboard asks for the same page of
 * 1,000 campaigns again and again, and assembling it from 1,000 cached records still costs reading
 * 1,000 rows' versions and copying 1,000 pieces. A page is kept with a fingerprint of the versions of
 * its rows (the page's own statement, reduced in the database to one value: how many rows and the
 * sum of a 64-bit hash of each row's id and version, list-page-read.ts versionsQuery), so any write
 * to one of its rows, a row entering it or a row leaving it gives a new fingerprint. At most ADS_PAGE_CACHE_MB
 * (0 turns it off; it is off too when the record cache is).
 */
type Page = { data: RawJson; next_cursor: string | null };
type Entry = { body: Buffer; next_cursor: string | null };

const pages = new AnswerCache<Entry>(() => config().adsPageCacheMb * 1024 * 1024);

const COMMA = Buffer.from(",");

/** The page's versions as one value, from the statement that reads a hash `h` per row. */
async function fingerprintOf(versions: { sql: string; params: unknown[] }): Promise<string> {
  const [row] = await rawRows(
    `select count(*) || ':' || coalesce(sum(h), 0) from (${versions.sql}) v`,
    versions.params,
  );
  return String(row[0]);
}

/**
 * The page of `resource` that `versions` reads the versions of: kept whole while they read the same,
 * else `compute` (from the record cache, or read whole) and kept with the fingerprint read before it.
 */
export async function cachedListPage(
  resource: string,
  versions: { sql: string; params: unknown[] },
  compute: () => Promise<Page>,
): Promise<Page> {
  if (!pages.enabled) return compute();
  const key = `${resource} ${versions.sql} ${JSON.stringify(versions.params)}`;
  const fingerprint = await fingerprintOf(versions);
  const kept = pages.get(key, fingerprint);
  if (kept) return { data: new RawJson([kept.body], "hit"), next_cursor: kept.next_cursor };
  const page = await compute();
  const pieces = page.data.records.flatMap((r, i) => (i ? [COMMA, r] : [r]));
  const body = Buffer.concat(pieces);
  pages.set(key, fingerprint, { body, next_cursor: page.next_cursor }, body.length);
  return page;
}
