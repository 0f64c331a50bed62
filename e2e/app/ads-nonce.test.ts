import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import crypto from "node:crypto";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { signedHeaderWith, type Keys } from "../support/oauth1";

/**
 * The advertising interface records a signed call's nonce in the statement that starts the call
 * (lib/ads-kernel/account-call.ts), not in the signature check: a replay must still be refused, before
 * anything else and whatever the call's fate, and must not spend the token's rate limit.
 */
let srv: TestServer;
let consumer: Keys;
let token: Keys;

before(async () => {
  srv = await inProcessServer({ env: { ADS_READ_LIMIT_PER_15_MIN: "1000" } });
  const c = srv.credentials;
  consumer = { key: c.consumer_key, secret: c.consumer_secret };
  token = { key: c.access_token, secret: c.access_token_secret };
});
after(() => srv?.stop());

/** A GET signed with a pinned nonce, so the very same request can be sent twice. */
function signedGet(path: string, nonce = crypto.randomBytes(12).toString("hex")) {
  const url = `${srv.baseUrl}/ads/12/${path}`;
  const authorization = signedHeaderWith(consumer, { url, method: "GET" }, token, {
    nonce,
    timestamp: Math.floor(Date.now() / 1000),
  });
  return async () => {
    const res = await srv.fetch!(url, { headers: { authorization } });
    return { status: res.status, headers: res.headers, body: await res.json() };
  };
}

type Answer = Awaited<ReturnType<ReturnType<typeof signedGet>>>;
const remaining = (r: Answer) => Number(r.headers.get("x-rate-limit-remaining"));

function assertReplayRefused(r: Answer): void {
  assert.equal(r.status, 401);
  assert.equal(r.body.errors[0].code, "UNAUTHORIZED_ACCESS");
  assert.equal(r.body.errors[0].platform_code, 32);
  assert.match(r.body.errors[0].message, /oauth_nonce was already used/);
}

describe("a replayed nonce on the advertising interface", () => {
  const routes = {
    "a call on an account (nonce, hit and account in one statement)": () =>
      `accounts/${srv.credentials.account_id}`,
    "a call without an account in the path": () => "accounts",
  };
  for (const [name, path] of Object.entries(routes)) {
    test(`${name}: refused with 32, and it spends nothing`, async () => {
      const once = signedGet(path());
      const first = await once();
      assert.equal(first.status, 200);
      assertReplayRefused(await once());
      const next = await signedGet(path())();
      assert.equal(next.status, 200);
      assert.equal(remaining(next), remaining(first) - 1, "the replay was not counted");
    });
  }

  test("a call refused after the signature held still used its nonce", async () => {
    const outsider = signedGet("accounts/999999999");
    const refused = await outsider();
    assert.equal(refused.status, 403);
    assert.equal(refused.body.errors[0].code, "ACCOUNT_NOT_FOUND");
    assertReplayRefused(await outsider());
    const badPath = signedGet(`accounts/${"9".repeat(300)}`);
    assert.equal((await badPath()).status, 400);
    assertReplayRefused(await badPath());
  });

  test("the same nonce sent twice at once: exactly one is answered", async () => {
    const twice = signedGet(`accounts/${srv.credentials.account_id}`);
    const statuses = (await Promise.all([twice(), twice()])).map((r) => r.status).sort();
    assert.deepEqual(statuses, [200, 401]);
  });
});
