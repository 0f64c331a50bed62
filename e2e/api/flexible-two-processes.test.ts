import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { twoServers, type TwoServers } from "../support/two-servers";
import { demoClient, sandboxAccount, uniq, type Ads } from "../support/ads-helpers";
import { audienceCalls, personHash } from "../support/audiences";
import { until } from "../support/receiver";
import { untilSettled } from "../support/settled";

/**
 * Flexible audiences follow their leaves across processes (PostgreSQL only: PGlite is one process):
 * two real servers on one fresh database, a burst of users calls to a leaf through both at once;
 * whichever process runs which job, the flexible audience ends at the size of the leaves' last sets,
 * and the preview (asked of either process) agrees.
 */
const pg = process.env.DATABASE_URL;
let two: TwoServers | undefined;

before(async () => {
  if (pg) two = await twoServers(pg);
});
after(() => two?.stop());

const devices = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) => personHash("device_id", from + i));

test(
  "a burst of uploads to a leaf through two processes: the flexible audience ends at the last sets' size",
  { skip: pg ? false : "needs PostgreSQL (DATABASE_URL): PGlite is one process", timeout: 300_000 },
  async () => {
    const adsA: Ads = demoClient(two!.a);
    const adsB: Ads = demoClient({ ...two!.b, credentials: two!.a.credentials });
    const account = await sandboxAccount(adsA);
    const viaA = audienceCalls(adsA, account);
    const viaB = audienceCalls(adsB, account);
    const left = (await viaA.create(uniq("Left"), { audience_type: "MOBILE_AUDIENCE" })).id;
    const right = (await viaA.create(uniq("Right"), { audience_type: "MOBILE_AUDIENCE" })).id;
    await viaA.users(left, [viaA.update("device_id", devices(0, 300))]);
    await viaB.users(right, [viaB.update("device_id", devices(200, 400))]);
    await viaA.processed(left);
    await viaB.processed(right);
    const segments = {
      boolean_operator: "AND",
      child_segments: [{ custom_audience_id: left }, { custom_audience_id: right }],
    };
    const made = await adsB.post(`batch/${viaB.base}`, {}, [
      {
        operation_type: "Create",
        params: { name: uniq("Both"), audience_type: "FLEXIBLE", segments },
      },
    ]);
    assert.equal(made.status, 200, JSON.stringify(made.body));
    const flex = made.body.data[0].id as string;
    assert.equal((await viaA.processed(flex)).audience_size, 100);

    // Ten calls at once, five through each process: right gains 100..199 and loses 500..599.
    const calls = Array.from({ length: 10 }, (_, i) => {
      const via = i % 2 ? viaB : viaA;
      const op =
        i < 5
          ? via.update("device_id", devices(100 + 20 * i, 20))
          : {
              operation_type: "Delete",
              params: { users: devices(500 + 20 * (i - 5), 20).map((h) => ({ device_id: [h] })) },
            };
      return via.users(right, [op]);
    });
    for (const r of await Promise.all(calls)) assert.equal(r.status, 200, JSON.stringify(r.body));
    await until(async () => (await viaA.get(right)).body.data.audience_size === 400, 60_000);
    // left ∩ right = 100..299.
    await until(async () => (await viaB.get(flex)).body.data.audience_size === 200, 60_000);
    const rec = (await viaA.get(flex)).body.data;
    assert.equal(rec.targetable, true);
    assert.deepEqual(rec.reasons_not_targetable, []);
    for (const ads of [adsA, adsB]) {
      const p = await ads.post(
        `accounts/${account}/custom_audiences/flexible_preview`,
        {},
        { segments },
      );
      assert.equal(p.status, 200, JSON.stringify(p.body));
      assert.equal(p.body.data.audience_size, 200);
    }
    // Nothing runs later to move it again: once no processing is left to run, it stays.
    await untilSettled(two!.db, "audiences.process");
    assert.equal((await viaB.get(flex)).body.data.audience_size, 200);
  },
);
