import { after, test } from "node:test";
import assert from "node:assert/strict";
import crypto from "node:crypto";
import { dropDatabase, freshPostgresUrl, startServer, type TestServer } from "../support/server";
import { twoServers, type TwoServers } from "../support/two-servers";
import { demoClient, fundingInstrument, sandboxAccount, type Ads } from "../support/ads-helpers";
import { advance, servingTree } from "../support/delivery";
import { checkDelivery, withDatabase } from "../support/delivery-rows";
import { until } from "../support/receiver";

/**
 * The delivery simulator across processes, with real servers: a server killed (SIGKILL) while it
 * advances a sandbox account loses and doubles nothing (its open transaction's hours are not
 * written; the committed ones stay), and the next advance goes on from where the clock stands; on
 * PostgreSQL, two servers advancing one account at once simulate each hour once.
 */
const pg = process.env.DATABASE_URL;
const HOUR = 3_600_000;
const servers: TestServer[] = [];
let two: TwoServers | undefined;
let ownDb: string | undefined;
after(async () => {
  for (const s of servers) await s.stop().catch(() => undefined);
  await two?.stop();
  if (pg && ownDb) await dropDatabase(pg, ownDb);
});

/** A sandbox account whose three line items serve every hour (a wide audience, a large budget). */
async function busyAccount(ads: Ads, me: string) {
  const account = await sandboxAccount(ads);
  const fi = await fundingInstrument(ads, account, { credit_limit_local_micro: 1e13 });
  for (const where of ["US", "BR", "IN"])
    await servingTree(ads, account, fi, me, {
      campaign: { daily_budget_amount_local_micro: 1e9 },
      criteria: [["LOCATION", where]],
    });
  return { account, fi };
}

test(
  "killed while advancing: the hours committed stay, none is lost or doubled",
  { timeout: 600_000 },
  async () => {
    const env = { SVC_SECRET_KEY: crypto.randomBytes(24).toString("hex") };
    const databaseUrl = (ownDb = pg ? await freshPostgresUrl(pg) : undefined);
    const all = databaseUrl ? { ...env, DATABASE_URL: databaseUrl } : env;
    let srv = await startServer({ env: all });
    let ads = demoClient(srv);
    const { account } = await busyAccount(ads, srv.credentials.user_id);
    const first = await advance(ads, account, 1);
    const start = Date.parse(first.start_time);
    // A month at once, killed part-way. On PostgreSQL the kill waits until the clock, read over a
    // connection of its own, shows some hours committed (each few hours are a transaction of their
    // own). PGlite is held by the server alone and answers nothing while the advance runs, so there
    // the kill comes a few seconds in.
    const call = ads.post(`accounts/${account}/delivery/advance`, { hours: 720 }).catch(() => null);
    if (databaseUrl)
      await until(
        () =>
          withDatabase({ databaseUrl, dataDir: "" }, async (q) => {
            const [row] = await q(
              "select extract(epoch from next_hour) * 1000 as ms from ads_delivery_clocks where account_id = $1",
              [account],
            );
            return Number(row?.ms) >= start + 4 * HOUR;
          }),
        300_000,
      );
    else await new Promise((r) => setTimeout(r, 5_000));
    process.kill(srv.pid!, "SIGKILL");
    await call;
    await until(() => {
      try {
        process.kill(srv.pid!, 0);
        return false;
      } catch {
        return true;
      }
    });
    const where = { databaseUrl, dataDir: srv.dataDir };
    const killed = await withDatabase(where, (q) => checkDelivery(q, account, start));
    assert.ok(killed.next > start + HOUR && killed.next < start + 721 * HOUR, "stopped part-way");
    assert.equal(
      killed.hours,
      (killed.next - start) / HOUR,
      "every hour before the clock is there",
    );
    // Back again: the next hours follow on from the clock.
    srv = await startServer({ env: all, dataDir: srv.dataDir });
    servers.push(srv);
    ads = demoClient(srv);
    const more = await advance(ads, account, 12);
    assert.equal(Date.parse(more.start_time), killed.next);
    await srv.stop();
    const done = await withDatabase(where, (q) => checkDelivery(q, account, start));
    assert.equal(done.next, killed.next + 12 * HOUR);
    assert.equal(done.hours, (done.next - start) / HOUR);
  },
);

test(
  "two processes advancing one account at once simulate each hour once",
  { skip: pg ? false : "needs PostgreSQL (DATABASE_URL): PGlite is one process", timeout: 600_000 },
  async () => {
    two = await twoServers(pg!);
    const a = demoClient(two.a);
    const { account } = await busyAccount(a, two.a.credentials.user_id);
    const start = Date.parse((await advance(a, account, 1)).start_time);
    const b = demoClient(two.b);
    const runs = await Promise.all([
      advance(a, account, 36),
      advance(b, account, 36),
      advance(a, account, 12),
    ]);
    assert.deepEqual(
      runs.map((r) => r.hours),
      [36, 36, 12],
    );
    const checked = await withDatabase({ databaseUrl: two.db, dataDir: "" }, (q) =>
      checkDelivery(q, account, start),
    );
    assert.equal(checked.next, start + 85 * HOUR);
    assert.equal(checked.hours, 85);
  },
);
