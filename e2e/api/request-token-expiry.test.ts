import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { startServer, type TestServer } from "../support/server";
import { Browser } from "../support/http";
import { accessToken, requestToken } from "../support/flows";
import { assertOAuthError } from "../support/errors";

/**
 * Request tokens expire (OAUTH_REQUEST_TOKEN_TTL_SECONDS): once past their lifetime the approval
 * pages refuse them and the access-token step answers 401 code 89 (spec: "Invalid or expired token").
 */
let srv: TestServer;
const CALLBACK = "https://demo-app.example/callback";

before(async () => {
  srv = await startServer({ env: { OAUTH_REQUEST_TOKEN_TTL_SECONDS: "1" } });
});
after(() => srv?.stop());

test("an expired request token: authorize and authenticate answer 400, access_token answers 401 code 89", async () => {
  const consumer = { key: srv.credentials.consumer_key, secret: srv.credentials.consumer_secret };
  const rt = await requestToken(srv.baseUrl, consumer, CALLBACK);
  assert.equal(rt.status, 200, rt.text);
  await new Promise((r) => setTimeout(r, 2000));

  const browser = new Browser(srv.baseUrl);
  for (const mode of ["authorize", "authenticate"]) {
    const page = await browser.fetch(
      `/oauth/${mode}?oauth_token=${encodeURIComponent(rt.form.oauth_token)}`,
    );
    assert.equal(page.status, 400, mode);
    assert.match(page.headers.get("content-type") ?? "", /text\/html/);
    assert.doesNotMatch(
      await page.text(),
      /type="password"/,
      "no sign-in form for an expired token",
    );
  }
  const at = await accessToken(
    srv.baseUrl,
    consumer,
    { key: rt.form.oauth_token, secret: rt.form.oauth_token_secret },
    "any-verifier",
  );
  await assertOAuthError(
    { status: at.status, text: at.text },
    401,
    89,
    "Invalid or expired token.",
  );
});
