import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import {
  dropDatabase,
  freePort,
  freshPostgresUrl,
  sharedServer,
  startServer,
  type TestServer,
  serverCommand,
} from "../support/server";
import { Browser } from "../support/http";
import { accessToken, approve, fullFlow, requestToken } from "../support/flows";
import { FORM, signIn, userTokens, authorizePath, pkce } from "../support/oauth2";

/** Fixes from the security review: redirects, bodies, silent upgrades, client secrets, scopes, keys. */
let srv: TestServer;
const CALLBACK = "https://demo-app.example/callback";
const consumer = () => ({
  key: srv.credentials.consumer_key,
  secret: srv.credentials.consumer_secret,
});
const user = (name: string) => srv.credentials.users.find((u) => u.screen_name === name)!;

before(async () => {
  srv = await sharedServer();
});
after(() => srv?.stop());

test("sign-in never redirects off-site: a tab or another origin in next falls back to the console", async () => {
  for (const next of [
    "/\t/evil.example/x",
    "//evil.example/x",
    "/\\evil.example",
    "/ok\r\nSet-Cookie: a=b",
  ]) {
    const res = await signIn(new Browser(srv.baseUrl), user("outsider"), next);
    assert.equal(res.status, 303, next);
    assert.equal(res.headers.get("location"), "/console", JSON.stringify(next));
  }
  const kept = await signIn(new Browser(srv.baseUrl), user("outsider"), "/console/apps?x=1#k");
  assert.equal(kept.headers.get("location"), "/console/apps?x=1#k");
});

test("GET and DELETE with a body answer 413 before any other work", async () => {
  const res = await fetch(`${srv.baseUrl}/ads/12/accounts/1/campaigns/2`, {
    method: "DELETE",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "a=".repeat(1000),
  });
  assert.equal(res.status, 413);
});

test("authenticate does not skip approval when the app now asks for more than the user granted", async () => {
  const analyst = user("analyst");
  await fullFlow(srv.baseUrl, consumer(), analyst, CALLBACK, { svc_auth_access_type: "read" });
  const browser = new Browser(srv.baseUrl);
  const first = await requestToken(srv.baseUrl, consumer(), CALLBACK, {
    svc_auth_access_type: "read",
  });
  await approve(browser, first.form.oauth_token, analyst);
  const write = await requestToken(srv.baseUrl, consumer(), CALLBACK);
  const page = await browser.fetch(`/oauth/authenticate?oauth_token=${write.form.oauth_token}`);
  assert.equal(page.status, 200, "the approval page is shown again");
  assert.match(await page.text(), /Read and write/);
  const read = await requestToken(srv.baseUrl, consumer(), CALLBACK, {
    svc_auth_access_type: "read",
  });
  const skipped = await browser.fetch(`/oauth/authenticate?oauth_token=${read.form.oauth_token}`);
  assert.equal(skipped.status, 302, "the same level (read) still skips");
  const verifier = new URL(skipped.headers.get("location")!).searchParams.get("oauth_verifier")!;
  assert.equal(
    (
      await accessToken(
        srv.baseUrl,
        consumer(),
        { key: read.form.oauth_token, secret: read.form.oauth_token_secret },
        verifier,
      )
    ).status,
    200,
  );
});

test("confidential clients must send their secret: a refresh with client_id alone is invalid_client", async () => {
  const browser = new Browser(srv.baseUrl);
  await signIn(browser, user("outsider"));
  const tokens = await userTokens(srv.baseUrl, consumer(), browser, CALLBACK);
  const res = await fetch(`${srv.baseUrl}/2/oauth2/token`, {
    method: "POST",
    headers: { "content-type": FORM },
    body: new URLSearchParams({
      grant_type: "refresh_token",
      refresh_token: tokens.refresh_token!,
      client_id: consumer().key,
    }).toString(),
  });
  assert.equal(res.status, 401);
  assert.equal((await res.json()).error, "invalid_client");
  const withSecret = await fetch(`${srv.baseUrl}/2/oauth2/token`, {
    method: "POST",
    headers: { "content-type": FORM },
    body: new URLSearchParams({
      grant_type: "refresh_token",
      refresh_token: tokens.refresh_token!,
      client_id: consumer().key,
      client_secret: consumer().secret,
    }).toString(),
  });
  assert.equal(withSecret.status, 200, "client_secret in the body is accepted (RFC 6749 2.3.1)");
});

test("object built-ins are not scopes", async () => {
  const browser = new Browser(srv.baseUrl);
  await signIn(browser, user("outsider"));
  const res = await browser.fetch(
    authorizePath({
      client_id: consumer().key,
      redirect_uri: CALLBACK,
      scope: "users.read constructor",
      state: "s",
      code_challenge: pkce().challenge,
    }),
  );
  assert.equal(res.status, 302);
  assert.equal(new URL(res.headers.get("location")!).searchParams.get("error"), "invalid_scope");
});

test("a process given another secret key than the database's refuses to start", async () => {
  // PostgreSQL: a database of our own, shared by both processes; PGlite: the first one's data dir.
  const databaseUrl = process.env.DATABASE_URL
    ? await freshPostgresUrl(process.env.DATABASE_URL)
    : undefined;
  const first = await startServer({
    env: {
      SVC_SECRET_KEY: "first-key-0123456789",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
  await first.stop();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(await freePort()),
    HOST: "127.0.0.1",
    DATA_DIR: first.dataDir,
    SVC_CONSOLE: "off",
    SVC_SECRET_KEY: "another-key-0123456789",
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, serverCommand(), {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (d) => (stderr += d));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  if (databaseUrl) await dropDatabase(process.env.DATABASE_URL!, databaseUrl);
  assert.notEqual(code, 0);
  assert.match(stderr, /different secret key/);
});

test("an invalid setting stops the process at start, naming the variable and what it expects", async () => {
  const child = spawn(process.execPath, serverCommand(), {
    env: { ...process.env, PORT: "eighty", PUBLIC_BASE_URL: "svc.example", SVC_CONSOLE: "off" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (d) => (stderr += d));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  assert.equal(code, 1);
  assert.match(stderr, /PORT must be a whole number from 0 to 65535, got "eighty"/);
  assert.match(stderr, /PUBLIC_BASE_URL must be an absolute http:\/\/ or https:\/\/ URL/);
});
