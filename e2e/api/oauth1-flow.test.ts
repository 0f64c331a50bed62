import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { sharedServer, type TestServer } from "../support/server";
import { Browser } from "../support/http";
import { accessToken, approve, fullFlow, requestToken, verifyCredentials } from "../support/flows";
import { signedHeader } from "../support/oauth1";

let srv: TestServer;
const CALLBACK = "https://demo-app.example/callback";
const consumer = () => ({
  key: srv.credentials.consumer_key,
  secret: srv.credentials.consumer_secret,
});
const demo = () => ({
  screen_name: srv.credentials.screen_name,
  password: srv.credentials.password,
});
const analyst = () => srv.credentials.users.find((u) => u.screen_name === "analyst")!;

before(async () => {
  srv = await sharedServer();
});
after(() => srv?.stop());

describe("POST oauth/request_token", () => {
  test("a registered callback gives a form-encoded request token with oauth_callback_confirmed=true", async () => {
    const rt = await requestToken(srv.baseUrl, consumer(), CALLBACK);
    assert.equal(rt.status, 200);
    assert.match(rt.headers.get("content-type") ?? "", /application\/x-www-form-urlencoded/);
    assert.deepEqual(Object.keys(rt.form).sort(), [
      "oauth_callback_confirmed",
      "oauth_token",
      "oauth_token_secret",
    ]);
    assert.equal(rt.form.oauth_callback_confirmed, "true");
    assert.ok(
      rt.headers.get("x-rate-limit-limit"),
      "authorization endpoints carry rate-limit headers",
    );
    assert.ok(rt.headers.get("x-rate-limit-remaining"));
    assert.ok(rt.headers.get("x-rate-limit-reset"));
  });

  test("an unregistered callback answers 403 code 415 naming the registered URLs", async () => {
    const rt = await requestToken(srv.baseUrl, consumer(), "https://evil.example/cb");
    assert.equal(rt.status, 403);
    const body = JSON.parse(rt.text);
    assert.equal(body.errors[0].code, 415);
    assert.match(body.errors[0].message, /demo-app\.example\/callback/);
  });

  test("a missing oauth_callback fails with code 32", async () => {
    const url = `${srv.baseUrl}/oauth/request_token`;
    const res = await fetch(url, {
      method: "POST",
      headers: { authorization: signedHeader(consumer(), { url, method: "POST" }) },
    });
    assert.equal(res.status, 401);
    assert.equal((await res.json()).errors[0].code, 32);
  });

  test("svc_auth_access_type=read lowers the level shown on the approval page and given to the token", async () => {
    const rt = await requestToken(srv.baseUrl, consumer(), CALLBACK, {
      svc_auth_access_type: "read",
    });
    assert.equal(rt.status, 200);
    const browser = new Browser(srv.baseUrl);
    const page = await (
      await browser.fetch(`/oauth/authorize?oauth_token=${rt.form.oauth_token}`)
    ).text();
    assert.match(page, /Read only/);
    const bad = await requestToken(srv.baseUrl, consumer(), CALLBACK, {
      svc_auth_access_type: "admin",
    });
    assert.equal(bad.status, 401);
    assert.match(bad.text, /svc_auth_access_type must be read or write/);
  });
});

describe("three-legged flow", () => {
  test("approve, callback with oauth_token and oauth_verifier, access token with user_id and screen_name", async () => {
    const rt = await requestToken(srv.baseUrl, consumer(), CALLBACK + "?state=xyz");
    const browser = new Browser(srv.baseUrl);
    const res = await approve(browser, rt.form.oauth_token, analyst());
    assert.equal(res.status, 302);
    const location = new URL(res.headers.get("location")!);
    assert.equal(location.origin + location.pathname, CALLBACK);
    assert.equal(location.searchParams.get("state"), "xyz", "the client's own query survives");
    assert.equal(location.searchParams.get("oauth_token"), rt.form.oauth_token);
    const verifier = location.searchParams.get("oauth_verifier")!;
    assert.ok(verifier);

    const rtKeys = { key: rt.form.oauth_token, secret: rt.form.oauth_token_secret };
    const wrong = await accessToken(srv.baseUrl, consumer(), rtKeys, "not-the-verifier");
    assert.equal(wrong.status, 401, "a wrong verifier fails");
    const reuse = await accessToken(srv.baseUrl, consumer(), rtKeys, verifier);
    assert.equal(reuse.status, 401, "request tokens are single use, even after a failed attempt");
    assert.equal(JSON.parse(reuse.text).errors[0].code, 89);
  });

  test("missing oauth_verifier fails (strict OAuth 1.0a)", async () => {
    const rt = await requestToken(srv.baseUrl, consumer(), CALLBACK);
    await approve(new Browser(srv.baseUrl), rt.form.oauth_token, analyst());
    const at = await accessToken(
      srv.baseUrl,
      consumer(),
      { key: rt.form.oauth_token, secret: rt.form.oauth_token_secret },
      undefined,
    );
    assert.equal(at.status, 401);
    assert.match(at.text, /oauth_verifier is missing/);
  });

  test("a verifier is bound to its own request token", async () => {
    const a = await requestToken(srv.baseUrl, consumer(), CALLBACK);
    const b = await requestToken(srv.baseUrl, consumer(), CALLBACK);
    const res = await approve(new Browser(srv.baseUrl), a.form.oauth_token, analyst());
    const verifierA = new URL(res.headers.get("location")!).searchParams.get("oauth_verifier")!;
    await approve(new Browser(srv.baseUrl), b.form.oauth_token, analyst());
    const at = await accessToken(
      srv.baseUrl,
      consumer(),
      { key: b.form.oauth_token, secret: b.form.oauth_token_secret },
      verifierA,
    );
    assert.equal(at.status, 401);
  });

  test("the issued token works, invalidation answers 89 afterwards, and the next token differs", async () => {
    const first = await fullFlow(srv.baseUrl, consumer(), analyst(), CALLBACK);
    assert.equal(first.screen_name, "analyst");
    assert.equal(first.user_id, analyst().user_id);
    const token = { key: first.oauth_token, secret: first.oauth_token_secret };
    const me = await verifyCredentials(srv.baseUrl, consumer(), token);
    assert.equal(me.status, 200);
    assert.equal(me.body.screen_name, "analyst");
    assert.equal(me.body.id_str, analyst().user_id);

    const url = `${srv.baseUrl}/1.1/oauth/invalidate_token.json`;
    const inv = await fetch(url, {
      method: "POST",
      headers: { authorization: signedHeader(consumer(), { url, method: "POST" }, token) },
    });
    assert.equal(inv.status, 200);
    assert.deepEqual(await inv.json(), { access_token: first.oauth_token });

    const after = await verifyCredentials(srv.baseUrl, consumer(), token);
    assert.equal(after.status, 401);
    assert.equal(after.body.errors![0].code, 89);
    assert.equal(after.body.errors![0].message, "Invalid or expired token.");

    const second = await fullFlow(srv.baseUrl, consumer(), analyst(), CALLBACK);
    assert.notEqual(second.oauth_token, first.oauth_token);
    assert.notEqual(second.oauth_token_secret, first.oauth_token_secret);
  });

  test("deny redirects to the callback with denied=<request token> and the token cannot be exchanged", async () => {
    const rt = await requestToken(srv.baseUrl, consumer(), CALLBACK);
    const res = await approve(new Browser(srv.baseUrl), rt.form.oauth_token, null, "deny");
    assert.equal(res.status, 302);
    assert.equal(
      new URL(res.headers.get("location")!).searchParams.get("denied"),
      rt.form.oauth_token,
    );
    const page = await new Browser(srv.baseUrl).fetch(
      `/oauth/authorize?oauth_token=${rt.form.oauth_token}`,
    );
    assert.equal(page.status, 400, "a decided request token no longer opens the page");
  });

  test("oob shows a 7-digit PIN that works as the verifier", async () => {
    const rt = await requestToken(srv.baseUrl, consumer(), "oob");
    const res = await approve(new Browser(srv.baseUrl), rt.form.oauth_token, analyst());
    assert.equal(res.status, 200);
    const pin = /data-testid="pin">(\d+)</.exec(await res.text())?.[1];
    assert.match(pin ?? "", /^\d{7}$/);
    const at = await accessToken(
      srv.baseUrl,
      consumer(),
      { key: rt.form.oauth_token, secret: rt.form.oauth_token_secret },
      pin,
    );
    assert.equal(at.status, 200, at.text);
    assert.equal(at.form.screen_name, "analyst");
  });

  test("a wrong password re-shows the page with an alert and grants nothing", async () => {
    const rt = await requestToken(srv.baseUrl, consumer(), CALLBACK);
    const res = await approve(new Browser(srv.baseUrl), rt.form.oauth_token, {
      screen_name: "demo",
      password: "wrong",
    });
    assert.equal(res.status, 401);
    assert.match(await res.text(), /role="alert"/);
  });

  test("authenticate skips approval for a signed-in user who already approved (sign-in-with on)", async () => {
    const flow = await fullFlow(srv.baseUrl, consumer(), demo(), CALLBACK);
    const rt = await requestToken(srv.baseUrl, consumer(), CALLBACK);
    const res = await flow.browser.fetch(`/oauth/authenticate?oauth_token=${rt.form.oauth_token}`);
    assert.equal(res.status, 302, "redirects straight back");
    assert.ok(new URL(res.headers.get("location")!).searchParams.get("oauth_verifier"));
    const rt2 = await requestToken(srv.baseUrl, consumer(), CALLBACK);
    const forced = await flow.browser.fetch(
      `/oauth/authenticate?oauth_token=${rt2.form.oauth_token}&force_login=true&screen_name=demo`,
    );
    assert.equal(forced.status, 200, "force_login asks for credentials again");
    const html = await forced.text();
    assert.match(html, /type="password"/);
    assert.match(html, /value="demo"/, "screen_name prefills the username");
  });

  test("the approval form refuses a post without the CSRF token", async () => {
    const rt = await requestToken(srv.baseUrl, consumer(), CALLBACK);
    const res = await new Browser(srv.baseUrl).postForm("/oauth/authorize", {
      oauth_token: rt.form.oauth_token,
      decision: "allow",
      screen_name: "demo",
      password: srv.credentials.password,
    });
    assert.equal(res.status, 403);
  });
});
