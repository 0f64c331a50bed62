import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { sharedServer, type TestServer } from "../support/server";
import { formFields } from "../support/http";
import { authorizePath, pkce } from "../support/oauth2";
import { requestToken } from "../support/flows";

/**
 * The platform forms' CSRF token is bound to the session (signed in) or pre-session (not yet): a token
 * taken from one browser is refused when posted with another browser's cookies, even when the attacker
 * also plants their own CSRF cookie (cookie tossing from a sibling host).
 */
let srv: TestServer;
const REDIRECT = "http://127.0.0.1:8765/callback";
const demo = () => ({
  screen_name: srv.credentials.screen_name,
  password: srv.credentials.password,
});

before(async () => {
  srv = await sharedServer();
});
after(() => srv?.stop());

/** A browser's cookies as name -> value, from the responses it got. */
class Jar {
  cookies = new Map<string, string>();
  async fetch(path: string, init: RequestInit = {}, extra: Record<string, string> = {}) {
    const all = new Map([...this.cookies, ...Object.entries(extra)]);
    const headers = new Headers(init.headers);
    headers.set("cookie", [...all].map(([k, v]) => `${k}=${v}`).join("; "));
    const res = await fetch(srv.baseUrl + path, { ...init, headers, redirect: "manual" });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const i = pair.indexOf("=");
      this.cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
    return res;
  }
  post(path: string, fields: Record<string, string>, extra: Record<string, string> = {}) {
    const body = new URLSearchParams(fields).toString();
    const headers = { "content-type": "application/x-www-form-urlencoded" };
    return this.fetch(path, { method: "POST", headers, body }, extra);
  }
  async signIn() {
    const fields = formFields(await (await this.fetch("/login")).text());
    const res = await this.post("/login", { ...fields, ...demo() });
    assert.equal(res.status, 303);
  }
}

async function approvalForm(jar: Jar) {
  const path = authorizePath({
    client_id: srv.credentials.consumer_key,
    redirect_uri: REDIRECT,
    scope: "users.read",
    state: "s",
    code_challenge: pkce().challenge,
  });
  const page = await jar.fetch(path);
  assert.equal(page.status, 200);
  return { ...formFields(await page.text()), decision: "allow" };
}

test("OAuth 2.0 approval: a token from another session is refused, with or without its CSRF cookie", async () => {
  const attacker = new Jar();
  const victim = new Jar();
  await attacker.signIn();
  await victim.signIn();
  const stolen = await approvalForm(attacker);
  const own = await victim.post("/i/oauth2/authorize", stolen);
  assert.equal(own.status, 403, "the victim's cookies with the attacker's token");
  const tossed = await victim.post("/i/oauth2/authorize", stolen, {
    svc_csrf: attacker.cookies.get("svc_csrf")!,
  });
  assert.equal(
    tossed.status,
    403,
    "the attacker's CSRF cookie planted beside the victim's session",
  );
  const mine = await victim.post("/i/oauth2/authorize", await approvalForm(victim));
  assert.equal(mine.status, 302, "the session's own token works");
});

test("sign-in and sign-out forms: a token from another browser is refused", async () => {
  const attacker = new Jar();
  const stolen = formFields(await (await attacker.fetch("/login")).text());
  const victim = new Jar();
  await victim.fetch("/login");
  const signIn = await victim.post("/login", { ...stolen, ...demo() });
  assert.equal(signIn.status, 403);
  await victim.signIn();
  await attacker.signIn();
  const attackerToken = formFields(await (await attacker.fetch("/login")).text()).csrf_token;
  const logout = await victim.post(
    "/logout",
    { csrf_token: attackerToken },
    { svc_csrf: attacker.cookies.get("svc_csrf")! },
  );
  assert.equal(logout.status, 403);
});

test("OAuth 1.0a approval: a token from another browser is refused", async () => {
  const consumer = { key: srv.credentials.consumer_key, secret: srv.credentials.consumer_secret };
  const rt = await requestToken(srv.baseUrl, consumer, "https://demo-app.example/callback");
  const path = `/oauth/authorize?oauth_token=${encodeURIComponent(rt.form.oauth_token)}`;
  const attacker = new Jar();
  await attacker.signIn();
  const stolen = formFields(await (await attacker.fetch(path)).text());
  const victim = new Jar();
  await victim.signIn();
  const res = await victim.post(
    "/oauth/authorize",
    { ...stolen, decision: "allow" },
    { svc_csrf: attacker.cookies.get("svc_csrf")! },
  );
  assert.equal(res.status, 403);
});
