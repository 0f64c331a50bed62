import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { expectError, sandboxAccount, sandboxSuite, type Ads } from "../support/ads-helpers";
import { routeFetch, userClient } from "../support/in-process-tokens";
import { ACCOUNT_OPS, accountLast, callOp, opKey } from "../support/op-calls";
import { fixtureOf, type FixtureEnv } from "../support/live-calls";
import {
  allowedActions,
  PERMISSION_LEVELS,
  POST_COMPOSER,
  POST_COMPOSER_LEVELS,
} from "../../lib/ads-kernel/permissions";

/**
 * Each permission level of the matrix (lib/ads-kernel/permissions.ts) against every registry operation
 * with an account in its path, generated: a member at that level (the analyst, on a fresh account)
 * makes the operation's fixture call; levels whose actions include the operation's declared action are
 * served (2xx), the others refused with 403 PERMISSION_DENIED before anything else is looked at (the
 * refused call names records that do not exist and sends no parameters). In process.
 */
let srv: TestServer, admin: Ads, analyst: Ads, analystId: string, otherId: string;

before(async () => {
  ({ srv, ads: admin } = await sandboxSuite(inProcessServer));
  routeFetch(srv);
  analyst = await userClient(srv, "analyst");
  const id = (name: string) => srv.credentials.users.find((u) => u.screen_name === name)!.user_id;
  [analystId, otherId] = [id("analyst"), id("outsider")];
});
after(() => srv?.stop());

for (const level of PERMISSION_LEVELS)
  describe(`${level}: every account operation as the matrix says`, () => {
    let env: FixtureEnv;
    before(async () => {
      const account = await sandboxAccount(admin, `Permissions ${level}`);
      // POST_COMPOSER too where the level may hold it: composing as the account's FULL promotable user
      // (posts, drafts, scheduled posts) needs it besides creatives.write.
      const composer = POST_COMPOSER_LEVELS.includes(level) ? [POST_COMPOSER] : [];
      const grant = { user_id: analystId, permissions: [level, ...composer].join(",") };
      const r = await admin.post(`accounts/${account}/account_users`, grant);
      assert.equal(r.status, 201, JSON.stringify(r.body));
      const me = srv.credentials.user_id;
      env = { ads: admin, account, me, caller: analystId, callerAds: analyst, other: otherId };
    });
    const allowed = allowedActions(
      POST_COMPOSER_LEVELS.includes(level) ? [level, POST_COMPOSER] : [level],
    );

    // The account's own DELETE last: the other operations need the account.
    for (const op of accountLast(ACCOUNT_OPS))
      test(`${opKey(op)} (${op.action}): ${allowed.has(op.action) ? "served" : "403"}`, async () => {
        if (!allowed.has(op.action)) {
          const r = await callOp(analyst, op, env.account);
          const e = expectError(r, 403, "PERMISSION_DENIED");
          assert.ok(e.message.includes(op.action), `names the action: ${e.message}`);
          return;
        }
        const r = await callOp(analyst, op, env.account, await fixtureOf(op)(env));
        assert.ok(r.status < 300, `${r.status} ${JSON.stringify(r.body)}`);
      });
  });
