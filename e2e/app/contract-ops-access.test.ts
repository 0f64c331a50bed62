import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import {
  bearerCall,
  demoOAuth2Tokens,
  expectError,
  sandboxAccount,
  sandboxSuite,
  type Ads,
} from "../support/ads-helpers";
import { send, type AdsResponse } from "../support/ads";
import { routeFetch, userClient } from "../support/in-process-tokens";
import { ACCOUNT_OPS, callOp, fillPath, opKey } from "../support/op-calls";
import { OPERATIONS } from "../../lib/ads/operations";
import { fixtureOf, type FixtureEnv } from "../support/live-calls";
import { changesState } from "../../lib/ads-kernel/permissions";
import type { Operation } from "../../lib/ads-kernel/operation";
import { pathParamNames } from "../../lib/http/openapi-kit";
import { MAX_ID_LENGTH } from "../../lib/ads-kernel/fields";

/**
 * The access contract of every registry operation with an account in its path, generated from the
 * registry (lib/ads/operations.ts): no credentials, an invalid token, another advertiser's account, an
 * unknown account, a NUL or an over-long id in each path parameter (400 naming it), and a read-only
 * token (refused on every call that changes something, served on reads). Of every operation:
 * sandbox-only ones under /ads, and OAuth 2.0 scopes (no ads scope: refused; ads.read: refused where
 * the call changes something). The permission levels are contract-ops-permissions.test.ts. In
 * process; other users' tokens through the real OAuth flow.
 */
let srv: TestServer, admin: Ads, account: string, outsiderAccount: string, readOnly: Ads;
let env: FixtureEnv;
/** OAuth 2.0 user tokens of the demo user: without any ads scope, and with ads.read only. */
let noAds: string, adsRead: string;

before(async () => {
  const s = await sandboxSuite(inProcessServer);
  ({ srv, account } = s);
  admin = s.ads;
  routeFetch(srv);
  const outsider = await userClient(srv, "outsider");
  outsiderAccount = await sandboxAccount(outsider, "Outsider's");
  // A read-only token of a user who is ACCOUNT_ADMIN on the account (it replaces their read-write one).
  readOnly = await userClient(srv, "outsider", { svc_auth_access_type: "read" });
  const outsiderId = srv.credentials.users.find((u) => u.screen_name === "outsider")!.user_id;
  const grant = { user_id: outsiderId, permissions: "ACCOUNT_ADMIN" };
  assert.equal((await admin.post(`accounts/${account}/account_users`, grant)).status, 201);
  [noAds, adsRead] = await demoOAuth2Tokens(srv, ["users.read", "ads.read post.write"]);
  const analystId = srv.credentials.users.find((u) => u.screen_name === "analyst")!.user_id;
  env = {
    ads: admin,
    account,
    me: srv.credentials.user_id,
    caller: outsiderId,
    callerAds: readOnly,
    other: analystId,
  };
});
after(() => srv?.stop());

/** The call as a client would send it with the given Authorization header (or none). */
function unsigned(op: Operation, authorization: string): Promise<AdsResponse> {
  const url = new URL(`${srv.baseUrl}/ads-sandbox/12/${fillPath(op, account)}`);
  return send(url, op.method.toUpperCase(), authorization, undefined, srv.fetch);
}

function expect401(r: AdsResponse, platformCode: number) {
  assert.equal(r.status, 401, JSON.stringify(r.body));
  assert.equal(r.body.errors[0].code, "UNAUTHORIZED_ACCESS");
  assert.equal(r.body.errors[0].platform_code, platformCode, JSON.stringify(r.body));
}

/** Whether the token must allow writing for the call (kernel/handler.ts): any verb but GET, or a write action. */
const changes = (op: Operation) => changesState(op);

for (const op of ACCOUNT_OPS)
  describe(`${opKey(op)}: access`, () => {
    test("no credentials: 401 UNAUTHORIZED_ACCESS (215); an invalid token: 401 (89)", async () => {
      expect401(await unsigned(op, ""), 215);
      expect401(await unsigned(op, "Bearer not-a-token"), 89);
    });

    test("another advertiser's account and an unknown account: 403 ACCOUNT_NOT_FOUND", async () => {
      for (const other of [outsiderAccount, "9876543210123"]) {
        const r = await callOp(admin, op, other);
        expectError(r, 403, "ACCOUNT_NOT_FOUND");
        assert.ok(r.body.errors[0].message.includes(other), "names the account");
      }
    });

    for (const name of pathParamNames(op.path))
      test(`${name}: a NUL, or over ${MAX_ID_LENGTH} characters, refused with 400 naming it`, async () => {
        // The account's own id, or another path id on the suite's account.
        const at = (id: string) =>
          name === "account_id"
            ? callOp(admin, op, id)
            : callOp(admin, op, account, { ids: { [name]: id } });
        expectError(await at("12\u00003"), 400, "INVALID_PARAMETER", name);
        const long = "9".repeat(MAX_ID_LENGTH + 1);
        const r = await at(long);
        const e = expectError(r, 400, "INVALID_PARAMETER", name);
        assert.equal(r.body.errors.length, 1, "one error for one bad value");
        assert.ok(e.message.includes(String(MAX_ID_LENGTH)), `names the bound: ${e.message}`);
      });

    test(
      changes(op)
        ? "a read-only token is refused (403), even for an ACCOUNT_ADMIN"
        : "a read-only token reads",
      async () => {
        if (changes(op)) {
          const r = await callOp(readOnly, op, account);
          expectError(r, 403, "UNAUTHORIZED_CLIENT_APPLICATION");
          return;
        }
        const r = await callOp(readOnly, op, account, await fixtureOf(op)(env));
        assert.ok(r.status < 300, `${r.status} ${JSON.stringify(r.body)}`);
      },
    );
  });

describe("sandbox-only operations are refused under the production base", () => {
  for (const op of OPERATIONS.filter((o) => o.sandboxOnly))
    test(`${opKey(op)}: 400 SANDBOX_ONLY naming /ads-sandbox, before any lookup`, async () => {
      // The fixture's valid call (its ids name sandbox records), sent to the production account.
      const call = await fixtureOf(op)({ ...env, callerAds: admin, caller: env.me });
      const r = await callOp(admin.withBase("/ads"), op, srv.credentials.account_id, call);
      assert.match(expectError(r, 400, "SANDBOX_ONLY").message, /\/ads-sandbox/);
    });
});

describe("OAuth 2.0 scopes hold on every operation", () => {
  const scopeRefusal = (r: AdsResponse) =>
    r.status === 403 && r.body.errors?.[0]?.code === "UNAUTHORIZED_CLIENT_APPLICATION";
  for (const op of OPERATIONS)
    test(`${opKey(op)}: no ads scope refused; ads.read ${changes(op) ? "refused" : "served"}`, async () => {
      const at = (token: string) =>
        bearerCall(srv, token, op.method.toUpperCase(), fillPath(op, account), {}, "/ads-sandbox");
      const none = await at(noAds);
      assert.ok(scopeRefusal(none), `users.read: ${none.status} ${JSON.stringify(none.body)}`);
      assert.match(none.body.errors[0].message, /ads\.(read|write)/, "names the scope");
      const read = await at(adsRead);
      assert.equal(scopeRefusal(read), changes(op), `ads.read: ${JSON.stringify(read.body)}`);
    });
});
