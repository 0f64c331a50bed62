import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import { startServer, type TestServer } from "../support/server";
import { Browser, formFields } from "../support/http";
import { requestToken } from "../support/flows";
import { authorizePath, pkce, signIn } from "../support/oauth2";

/**
 * Every page of both routers refuses to be framed and carries a Content-Security-Policy; every answer
 * carries nosniff. Next's pages are checked when a Next build is present (npm test builds one).
 */
let srv: TestServer;
const withConsole = fs.existsSync(".next/BUILD_ID");
before(async () => {
  srv = await startServer({ console: withConsole });
});
after(() => srv?.stop());

const CALLBACK = "https://demo-app.example/callback";
const REDIRECT = "http://127.0.0.1:8765/callback";

function assertProtected(res: Response, label: string) {
  const csp = res.headers.get("content-security-policy") ?? "";
  assert.match(csp, /frame-ancestors 'none'/, `${label}: ${csp}`);
  assert.match(csp, /object-src 'none'|default-src 'none'/, label);
  assert.match(csp, /base-uri '(self|none)'/, label);
  assert.match(csp, /form-action 'self'/, label);
  assert.equal(res.headers.get("x-frame-options"), "DENY", label);
  assert.equal(res.headers.get("x-content-type-options"), "nosniff", label);
}

test("HTML pages of both routers and JSON answers carry the headers", async () => {
  const paths = ["/login", "/ads/docs", "/oauth/authorize?oauth_token=unknown", "/healthz"];
  if (withConsole) paths.push("/", "/signin", "/console", "/console/apps", "/docs/webhooks");
  for (const path of paths) {
    const res = await fetch(srv.baseUrl + path, { redirect: "manual" });
    await res.arrayBuffer();
    assertProtected(res, path);
  }
  const json = await fetch(`${srv.baseUrl}/2/users/me`);
  assert.equal(json.headers.get("x-content-type-options"), "nosniff");
});

test(
  "the webhook receiver guide is public: no sign-in, the real examples",
  { skip: !withConsole },
  async () => {
    const res = await fetch(`${srv.baseUrl}/docs/webhooks`, { redirect: "manual" });
    assert.equal(res.status, 200);
    const html = await res.text();
    assert.match(html, /Building a webhook receiver/);
    assert.match(html, /x-svc-webhooks-signature/);
    // The console's copy still needs a session (it redirects to sign in).
    const inConsole = await fetch(`${srv.baseUrl}/console/docs/webhooks`, { redirect: "manual" });
    assert.notEqual(inConsole.status, 200);
  },
);

test("the platform's own pages run no script; the reference page may", async () => {
  const login = await fetch(`${srv.baseUrl}/login`);
  assert.match(login.headers.get("content-security-policy")!, /default-src 'none'/);
  assert.doesNotMatch(await login.text(), /<script/);
  const docs = await fetch(`${srv.baseUrl}/ads/docs`);
  assert.match(docs.headers.get("content-security-policy")!, /script-src 'self' 'unsafe-inline'/);
});

test("the OAuth 1.0a approval page keeps its headers after a wrong password", async () => {
  const consumer = { key: srv.credentials.consumer_key, secret: srv.credentials.consumer_secret };
  const rt = await requestToken(srv.baseUrl, consumer, CALLBACK);
  const browser = new Browser(srv.baseUrl);
  const page = await browser.fetch(`/oauth/authorize?oauth_token=${rt.form.oauth_token}`);
  assertProtected(page, "approval page");
  const again = await browser.postForm("/oauth/authorize", {
    ...formFields(await page.text()),
    screen_name: srv.credentials.screen_name,
    password: "wrong",
    decision: "allow",
  });
  assert.equal(again.status, 401);
  assertProtected(again, "approval page after a wrong password");
  // Approving redirects to the callback: the policy lets that form's redirect through.
  assert.match(
    again.headers.get("content-security-policy")!,
    /form-action 'self' \S+ https:\/\/demo-app\.example/,
  );
});

test("the OAuth 2.0 approval page allows its redirect_uri as form target", async () => {
  const browser = new Browser(srv.baseUrl);
  await signIn(browser, { screen_name: "analyst", password: analystPassword() });
  const res = await browser.fetch(
    authorizePath({
      client_id: srv.credentials.consumer_key,
      redirect_uri: REDIRECT,
      scope: "users.read",
      state: "s",
      code_challenge: pkce().challenge,
    }),
  );
  assert.equal(res.status, 200);
  assertProtected(res, "oauth2 approval");
  assert.match(res.headers.get("content-security-policy")!, /http:\/\/127\.0\.0\.1:8765/);
});

function analystPassword(): string {
  return srv.credentials.users.find((u) => u.screen_name === "analyst")!.password;
}

test("post preview pages are made to be framed: no X-Frame-Options, frame-ancestors *, no script", async () => {
  const res = await fetch(`${srv.baseUrl}/i/post_previews/not-a-link`);
  assert.equal(res.status, 404);
  assert.match(await res.text(), /Preview not available/);
  const csp = res.headers.get("content-security-policy") ?? "";
  assert.match(csp, /frame-ancestors \*/, csp);
  assert.match(csp, /default-src 'none'/, csp);
  assert.doesNotMatch(csp, /script-src/, csp);
  assert.equal(res.headers.get("x-frame-options"), null);
  assert.equal(res.headers.get("x-content-type-options"), "nosniff");
});
