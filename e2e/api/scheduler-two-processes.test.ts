import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { startServer } from "../support/server";
import { twoServers, type TwoServers } from "../support/two-servers";
import { demoClient, sandboxAccount, uniq, type Ads } from "../support/ads-helpers";
import { until } from "../support/receiver";
import { untilSettled } from "../support/settled";

/**
 * The scheduler across processes (PostgreSQL only: PGlite is one process): two real servers on one
 * fresh database (startServer with the same DATABASE_URL reuses it instead of making a fresh one, and
 * the same SVC_SECRET_KEY), 50 posts scheduled for one minute while neither runs workers, then both
 * restarted with them (a deploy); every scheduled post is published exactly once.
 * The first servers' clocks stand 150 s behind the system's (SVC_TEST_CLOCK_OFFSET_SECONDS): the
 * minute is ahead for the product when the posts are scheduled and has begun for the job engine, which
 * keeps real time; the deploy brings the servers to the system clock, so the minute has come for both
 * and nothing waits for it.
 */
const pg = process.env.DATABASE_URL;
const OFFSET_SECONDS = -150;
let two: TwoServers | undefined;

before(async () => {
  if (pg)
    two = await twoServers(pg, {
      NODE_ENV: "test",
      SVC_TEST_CLOCK_OFFSET_SECONDS: String(OFFSET_SECONDS),
      JOB_WORKERS: "off",
    });
});
after(() => two?.stop());

async function query<T>(text: string, params: unknown[] = []): Promise<T> {
  const { default: pgLib } = await import("pg");
  const client = new pgLib.Client({ connectionString: two!.db });
  await client.connect();
  try {
    return (await client.query(text, params)).rows[0];
  } finally {
    await client.end();
  }
}

const counts = () =>
  query<{ posts: number; distinct: number }>(
    "select count(*)::int as posts, count(distinct scheduled_post_id)::int as distinct from posts where scheduled_post_id is not null",
  );

const stillScheduled = async (ids: string[]) =>
  (
    await query<{ n: number }>(
      "select count(*)::int as n from ads_scheduled_posts where id = any($1) and scheduled_status = 'SCHEDULED'",
      [ids],
    )
  ).n;

test(
  "50 posts due in one minute, both processes restarted before they run: each published exactly once",
  { skip: pg ? false : "needs PostgreSQL (DATABASE_URL): PGlite is one process", timeout: 300_000 },
  async () => {
    let ads: Ads = demoClient({ ...two!.a, credentials: two!.a.credentials });
    const me = two!.a.credentials.user_id;
    // 30 per account per 15 minutes: two accounts of 25.
    const accounts = [await sandboxAccount(ads), await sandboxAccount(ads)];
    // At least 30 s ahead on the servers' clock, so every write lands before it.
    const productNow = Date.now() + OFFSET_SECONDS * 1000;
    const dueMs = Math.ceil((productNow + 30_000) / 60_000) * 60_000;
    const due = new Date(dueMs).toISOString();
    const ids: { account: string; id: string }[] = [];
    for (let i = 0; i < 50; i++) {
      const account = accounts[i % 2];
      const r = await ads.post(`accounts/${account}/scheduled_posts`, {
        as_user_id: me,
        text: uniq(`two processes ${i}`),
        scheduled_at: due,
      });
      assert.equal(r.status, 201, JSON.stringify(r.body));
      ids.push({ account, id: r.body.data.id });
    }
    // The job engine holds each one until the minute.
    const held = await query<{ n: number }>(
      "select count(*)::int as n from pgboss.job where name = 'posts.publish' and state = 'created' and start_after = $1",
      [due],
    );
    assert.equal(held.n, 50);
    assert.ok(dueMs <= Date.now(), "the minute has begun for the job engine");
    // Both go away and come back with their workers (a deploy); the jobs are in the database.
    await two!.a.stop();
    await two!.b.stop();
    const env = { ...two!.env, JOB_WORKERS: "on", SVC_TEST_CLOCK_OFFSET_SECONDS: "" };
    [two!.a, two!.b] = await Promise.all([startServer({ env }), startServer({ env })]);
    ads = demoClient({ ...two!.a, credentials: two!.a.credentials });

    let pending = ids.length;
    const published = async () => (pending = await stillScheduled(ids.map((s) => s.id))) === 0;
    await until(published, 60_000).catch(() => undefined);
    assert.equal(pending, 0, `${pending} still SCHEDULED a minute after the workers started`);
    for (const s of ids) {
      const r = await ads.get(`accounts/${s.account}/scheduled_posts/${s.id}`);
      assert.equal(r.body.data.scheduled_status, "SUCCESS", JSON.stringify(r.body.data));
      assert.ok(Date.parse(r.body.data.completed_at) >= dueMs, "not before its minute");
    }
    assert.deepEqual(await counts(), { posts: 50, distinct: 50 });
    // Late redeliveries, if any, change nothing: once no publishing is left to run, count again.
    await untilSettled(two!.db, "posts.publish");
    assert.deepEqual(await counts(), { posts: 50, distinct: 50 });
  },
);
