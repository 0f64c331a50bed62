import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { startServer, type TestServer } from "../support/server";
import { invalidateToken } from "../support/flows";
import { Ads, bearerCall, demoClient } from "../support/ads-helpers";
import type { AdsResponse } from "../support/ads";

/**
 * Issue 8: a revoked or expired token on the advertising interface keeps the advertising envelope
 * (UNAUTHORIZED_ACCESS) and carries the credential code where a client reads it: `platform_code: 89`
 * on the error item. Its own server: the test revokes the demo user's token.
 */
let srv: TestServer;
before(async () => {
  srv = await startServer();
});
after(() => srv?.stop());

function expectCode89(r: AdsResponse) {
  assert.equal(r.status, 401, JSON.stringify(r.body));
  assert.deepEqual(Object.keys(r.body).sort(), ["errors", "request"]);
  assert.deepEqual(r.body.errors, [
    { code: "UNAUTHORIZED_ACCESS", platform_code: 89, message: "Invalid or expired token." },
  ]);
}

describe("revoked and invalid tokens answer platform_code 89", () => {
  test("an invalid OAuth 2.0 bearer token", async () => {
    const path = `accounts/${srv.credentials.account_id}/campaigns`;
    expectCode89(await bearerCall(srv, "not-a-token", "GET", path, {}, "/ads"));
    expectCode89(await bearerCall(srv, "AAAA".repeat(20), "POST", path, { name: "x" }, "/ads"));
  });

  // Before the revocation below, which ends the demo token.
  test("a bad signature keeps its own code (32), not 89", async () => {
    const ads = demoClient(srv, "/ads");
    const wrong = new Ads(
      ads.baseUrl,
      { key: ads.consumer.key, secret: "wrong" },
      ads.token,
      "/ads",
    );
    const r = await wrong.get(`accounts/${srv.credentials.account_id}`);
    assert.equal(r.status, 401);
    assert.equal(r.body.errors[0].code, "UNAUTHORIZED_ACCESS");
    assert.equal(r.body.errors[0].platform_code, 32);
  });
  test("a revoked OAuth 1.0a token", async () => {
    const ads = demoClient(srv, "/ads");
    const path = `accounts/${srv.credentials.account_id}`;
    assert.equal((await ads.get(path)).status, 200);
    assert.equal((await invalidateToken(srv.baseUrl, ads.consumer, ads.token)).status, 200);
    expectCode89(await ads.get(path));
    expectCode89(await ads.post(`${path}/campaigns`, { name: "after revoke" }));
  });
});
