import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { routeFetch } from "../support/in-process-tokens";
import { Browser } from "../support/http";
import { accessToken, requestToken } from "../support/flows";
import { assertOAuthError } from "../support/errors";
import { useTestClock } from "../support/clock";

/**
 * Request tokens expire (OAUTH_REQUEST_TOKEN_TTL_SECONDS): once past their lifetime the approval
 * pages refuse them and the access-token step answers 401 code 89 (spec: "Invalid or expired token").
 * The product's clock is the test's: the lifetime passes by moving it, not by waiting.
 */
let srv: TestServer;
const CALLBACK = "https://demo-app.example/callback";
const clock = useTestClock();

before(async () => {
  srv = await inProcessServer();
  routeFetch(srv);
});
after(() => srv?.stop());

const approvalPage = (browser: Browser, mode: string, token: string) =>
  browser.fetch(`/oauth/${mode}?oauth_token=${encodeURIComponent(token)}`);

test("an expired request token: authorize and authenticate answer 400, access_token answers 401 code 89", async () => {
  const { config } = await import("../../lib/config/env");
  const ttlMs = config().requestTokenTtl * 1000;
  const consumer = { key: srv.credentials.consumer_key, secret: srv.credentials.consumer_secret };
  const rt = await requestToken(srv.baseUrl, consumer, CALLBACK);
  assert.equal(rt.status, 200, rt.text);

  const browser = new Browser(srv.baseUrl);
  clock.advance(ttlMs - 2000);
  const live = await approvalPage(browser, "authorize", rt.form.oauth_token);
  assert.equal(live.status, 200, "usable until its lifetime ends");
  assert.match(await live.text(), /type="password"/);

  clock.advance(3000);
  for (const mode of ["authorize", "authenticate"]) {
    const page = await approvalPage(browser, mode, rt.form.oauth_token);
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
