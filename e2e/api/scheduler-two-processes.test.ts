import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { startServer } from "../support/server";
import { twoServers, type TwoServers } from "../support/two-servers";
import { demoClient, sandboxAccount, uniq, type Ads } from "../support/ads-helpers";

/**
 * The scheduler across processes (PostgreSQL only: PGlite is one process): two real servers on one
 * fresh database (startServer with the same DATABASE_URL reuses it instead of making a fresh one, and
 * the same SVC_SECRET_KEY), 50 posts scheduled for one minute, one server restarted in between;
 * every scheduled post is published exactly once.
 */
const pg = process.env.DATABASE_URL;
let two: TwoServers | undefined;

before(async () => {
  if (pg) two = await twoServers(pg);
});
after(() => two?.stop());

async function counts(): Promise<{ posts: number; distinct: number }> {
  const { default: pgLib } = await import("pg");
  const client = new pgLib.Client({ connectionString: two!.db });
  await client.connect();
  const r = await client.query(
    "select count(*)::int as posts, count(distinct scheduled_post_id)::int as distinct from posts where scheduled_post_id is not null",
  );
  await client.end();
  return r.rows[0];
}

test(
  "50 posts due in one minute on two processes, one restarted: each published exactly once",
  { skip: pg ? false : "needs PostgreSQL (DATABASE_URL): PGlite is one process", timeout: 300_000 },
  async () => {
    const ads: Ads = demoClient({ ...two!.a, credentials: two!.a.credentials });
    const me = two!.a.credentials.user_id;
    // 30 per account per 15 minutes: two accounts of 25.
    const accounts = [await sandboxAccount(ads), await sandboxAccount(ads)];
    const due = new Date((Math.floor((Date.now() + 45_000) / 60_000) + 1) * 60_000).toISOString();
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
    // B goes away and comes back (a deploy) before the minute; its jobs are in the database.
    await two!.b.stop();
    two!.b = await startServer({ env: two!.env });
    assert.ok(Date.now() < Date.parse(due), "the restart finished before the posts were due");
    const deadline = Date.parse(due) + 60_000;
    let pending = ids;
    while (pending.length && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 2_000));
      const still = [];
      for (const s of pending) {
        const r = await ads.get(`accounts/${s.account}/scheduled_posts/${s.id}`);
        if (r.body.data.scheduled_status === "SCHEDULED") still.push(s);
        else assert.equal(r.body.data.scheduled_status, "SUCCESS", JSON.stringify(r.body.data));
      }
      pending = still;
    }
    assert.equal(
      pending.length,
      0,
      `${pending.length} still SCHEDULED a minute after they were due`,
    );
    assert.deepEqual(await counts(), { posts: 50, distinct: 50 });
    // Late redeliveries, if any, change nothing.
    await new Promise((r) => setTimeout(r, 3_000));
    assert.deepEqual(await counts(), { posts: 50, distinct: 50 });
  },
);
