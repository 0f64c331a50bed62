import os from "node:os";
import path from "node:path";
import fs from "node:fs";

/**
 * The search targets' posts, on PostgreSQL: 1,000,000 posts of the synthetic corpus over the last
 * 30 days (about 1,389 an hour), written by the product's own writer (lib/search/corpus/write.ts)
 * from this process, so the search document and its GIN index are built as the product builds
 * them, post by post; then every hour counted by term, as the job search.hours would over time, and
 * the table analysed, as autovacuum would.
 */
export const CORPUS_POSTS = 1_000_000;
const DAYS = 30;
const HOUR = 3_600_000;
const HOURS_PER_TRANSACTION = 6;

export type SearchFixture = {
  posts: number;
  seedSeconds: number;
  hoursCountedSeconds: number;
  storage: Record<string, number>;
};

export async function seedSearchCorpus(databaseUrl: string): Promise<SearchFixture> {
  const t0 = Date.now();
  const { openDatabase, closeDatabase, db } = await import("../lib/db/client");
  const { corpusBetween, writeCorpus } = await import("../lib/search/corpus/write");
  const { countPendingHours } = await import("../lib/search/hours");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "svc-bench-search-"));
  await openDatabase({ databaseUrl, dataDir });
  try {
    const perHour = Math.ceil(CORPUS_POSTS / (DAYS * 24));
    const end = Math.floor(Date.now() / HOUR) * HOUR;
    let posts = 0;
    for (let h = end - DAYS * 24 * HOUR; h < end; h += HOURS_PER_TRANSACTION * HOUR) {
      // (h - 1, h + 6 hours - 1]: whole hours, each post once.
      const list = corpusBetween(h - 1, h + HOURS_PER_TRANSACTION * HOUR - 1, perHour);
      posts += await db().transaction((tx) => writeCorpus(tx, list));
    }
    const written = Date.now();
    // What the job search.hours does every five minutes, all at once: every hour that is over counted.
    while ((await countPendingHours(new Date())) > 0);
    return {
      posts,
      seedSeconds: (written - t0) / 1000,
      hoursCountedSeconds: (Date.now() - written) / 1000,
      storage: await sizes(databaseUrl, posts),
    };
  } finally {
    await closeDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Bytes the posts take on disk, per post: heap, the search index, everything. Analyses first. */
async function sizes(databaseUrl: string, posts: number): Promise<Record<string, number>> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("vacuum analyze posts");
    await client.query("vacuum analyze search_hours");
    const { rows } = await client.query<{
      heap: number;
      search: number;
      total: number;
      hours: number;
    }>(
      `select pg_relation_size('posts')::float8 as heap, pg_relation_size('posts_search')::float8 as search,
         pg_total_relation_size('posts')::float8 as total, pg_total_relation_size('search_hours')::float8 as hours`,
    );
    const per = (bytes: number) => Math.round(bytes / Math.max(1, posts));
    return {
      posts_heap_bytes_per_post: per(rows[0].heap),
      posts_search_index_bytes_per_post: per(rows[0].search),
      posts_total_bytes_per_post: per(rows[0].total),
      search_hours_bytes_per_post: per(rows[0].hours),
    };
  } finally {
    await client.end();
  }
}
