/**
 * What `scheduled_posts_1000` reads from the database itself: when each scheduled post of its accounts
 * was published (completed_at − scheduled_at), and how many posts each scheduled post produced.
 */
export type Lags = {
  success: number;
  /** FAILED, or still SCHEDULED when waiting ended. */
  other: number;
  withinLimit: number;
  p50Ms: number | null;
  p99Ms: number | null;
  maxMs: number | null;
  /** Posts published from these scheduled posts, and scheduled posts with more than one. */
  posts: number;
  duplicates: number;
  statuses: Record<string, number>;
};

const pct = (sorted: number[], p: number) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
    : null;

/** Waits until none of the accounts' scheduled posts is SCHEDULED (or `waitMs` after `due`), then measures. */
export async function publishedLags(
  databaseUrl: string,
  accounts: string[],
  due: Date,
  waitMs: number,
  limitMs = 60_000,
): Promise<Lags> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const q = async (sql: string) => (await client.query(sql, [accounts])).rows;
    while (Date.now() < due.getTime() + waitMs) {
      const [row] = await q(
        `select count(*)::int as n from ads_scheduled_posts where account_id = any($1) and scheduled_status = 'SCHEDULED'`,
      );
      if (Date.now() > due.getTime() && row.n === 0) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const rows = await q(
      `select id, scheduled_status as status,
         (extract(epoch from completed_at - scheduled_at) * 1000)::float8 as lag_ms
       from ads_scheduled_posts where account_id = any($1)`,
    );
    const [dup] = await q(
      `select coalesce(sum(n), 0)::int as posts, count(*) filter (where n > 1)::int as duplicates from (
         select p.scheduled_post_id, count(*) as n from posts p
         join ads_scheduled_posts s on s.id = p.scheduled_post_id
         where s.account_id = any($1) group by p.scheduled_post_id) t`,
    );
    const statuses: Record<string, number> = {};
    for (const r of rows) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    const ok = rows.filter((r) => r.status === "SUCCESS").map((r) => Number(r.lag_ms));
    ok.sort((x, y) => x - y);
    return {
      success: ok.length,
      other: rows.length - ok.length,
      withinLimit: ok.filter((ms) => ms <= limitMs).length,
      p50Ms: pct(ok, 50),
      p99Ms: pct(ok, 99),
      maxMs: ok.length ? ok[ok.length - 1] : null,
      posts: Number(dup.posts),
      duplicates: Number(dup.duplicates),
      statuses,
    };
  } finally {
    await client.end();
  }
}
