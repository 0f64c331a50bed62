import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { expectError, sandboxSuite, type Ads } from "../support/ads-helpers";
import type { AdsResponse } from "../support/ads";
import {
  callOp,
  declaredCountMax,
  declares,
  opKey,
  pagesWithCount,
  type Flat,
  type OpCall,
} from "../support/op-calls";
import { fixtureOf, type FixtureEnv } from "../support/live-calls";
import { OPERATIONS } from "../../lib/ads/operations";
import type { Operation } from "../../lib/ads-kernel/operation";

/**
 * The list contract of every registry operation that pages with `count`, generated from its declared
 * parameters: count below 1 and above the operation's own maximum refused naming `count` (the maximum
 * itself served), a cursor that is not ours refused naming `cursor`, next_cursor leading to the next
 * page, and with_total_count honoured where declared (total_count only when asked). In process.
 */
let srv: TestServer, ads: Ads, env: FixtureEnv;

before(async () => {
  const s = await sandboxSuite(inProcessServer);
  ({ srv, ads } = s);
  const other = srv.credentials.users.find((u) => u.screen_name === "outsider")!.user_id;
  const me = srv.credentials.user_id;
  env = { ads, account: s.account, me, caller: me, callerAds: ads, other };
});
after(() => srv?.stop());

/** The fixture's call with more parameters (on the production account where the fixture says so). */
function list(op: Operation, call: OpCall, params: Flat = {}): Promise<AdsResponse> {
  const withParams = { ...call, params: { ...call.params, ...params } };
  return call.production
    ? callOp(ads.withBase("/ads"), op, srv.credentials.account_id, withParams)
    : callOp(ads, op, env.account, withParams);
}

const LISTS = OPERATIONS.filter(pagesWithCount);

test("the list operations are found from the registry", () => {
  assert.ok(LISTS.length >= 10, LISTS.map(opKey).join(", "));
});

for (const op of LISTS)
  describe(`${opKey(op)}: list contract`, () => {
    let call: OpCall;
    before(async () => {
      // Two records, so a page of one has a next page.
      call = await fixtureOf(op)(env);
      if (!call.production) call = (await fixtureOf(op)(env), call);
    });
    const max = declaredCountMax(op);

    test(`count: below 1 and above ${max} refused naming count; ${max} served`, async () => {
      for (const count of [0, -1, max + 1]) {
        const e = expectError(await list(op, call, { count }), 400, "INVALID_PARAMETER", "count");
        if (count > max) assert.ok(e.message.includes(String(max)), `names ${max}: ${e.message}`);
      }
      const r = await list(op, call, { count: max });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.ok(r.body.data.length <= max);
    });

    test("a cursor that is not ours is refused naming cursor", async () => {
      for (const cursor of ["garbage", "eyJhIjoxfQ", "x".repeat(600)])
        expectError(await list(op, call, { cursor }), 400, "INVALID_PARAMETER", "cursor");
    });

    test("count=1 pages: next_cursor leads to the next record", async () => {
      const first = await list(op, call, { count: 1 });
      assert.equal(first.status, 200, JSON.stringify(first.body));
      assert.equal(first.body.data.length, 1);
      assert.equal(typeof first.body.next_cursor, "string", "a second record exists");
      const next = await list(op, call, { count: 1, cursor: first.body.next_cursor });
      assert.equal(next.status, 200, JSON.stringify(next.body));
      assert.equal(next.body.data.length, 1);
      assert.notDeepEqual(next.body.data[0], first.body.data[0], "another record");
    });

    if (declares(op, "with_total_count"))
      test("with_total_count=true answers total_count; without, none", async () => {
        const whole = await list(op, call, { count: max });
        const counted = await list(op, call, { count: 1, with_total_count: true });
        assert.equal(counted.status, 200, JSON.stringify(counted.body));
        assert.equal(counted.body.total_count, whole.body.data.length);
        assert.equal("total_count" in whole.body, false);
      });
  });
