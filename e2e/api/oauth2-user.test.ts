import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { sharedServer, type TestServer } from "../support/server";
import { Browser, formFields } from "../support/http";
import {
  authorizePath,
  decide,
  pkce,
  signIn,
  tokenEndpoint,
  userTokens,
  type AuthorizeParams,
} from "../support/oauth2";
import { assertOAuthError } from "../support/errors";
import type { Keys } from "../support/oauth1";

/**
 * The OAuth 2.0 user flow (authorization code with PKCE S256) for the demo third-party app
 * (FACTS "Credentials": /i/oauth2/authorize, POST /2/oauth2/token, POST /2/oauth2/revoke).
 */
let srv: TestServer;
let browser: Browser;
const REDIRECT = "http://127.0.0.1:8765/callback";
const client = (): Keys => ({
  key: srv.credentials.consumer_key,
  secret: srv.credentials.consumer_secret,
});
const demo = () => ({
  screen_name: srv.credentials.screen_name,
  password: srv.credentials.password,
});
const params = (over: Partial<AuthorizeParams> = {}): AuthorizeParams => ({
  client_id: client().key,
  redirect_uri: REDIRECT,
  scope: "users.read offline.access",
  state: "st-" + Math.random().toString(36).slice(2),
  code_challenge: pkce().challenge,
  ...over,
});
const bearerGet = (path: string, token: string) =>
  fetch(srv.baseUrl + path, { headers: { authorization: `Bearer ${token}` } });

/** /2/users/me refuses a token in the v2 format: 401, a problem naming the authorization. */
async function assertRefusedToken(res: Response) {
  const text = await res.text();
  assert.equal(res.status, 401, text);
  const [problem] = (JSON.parse(text) as { errors: Record<string, string>[] }).errors;
  assert.equal(problem.reason, "UnsupportedAuthentication", text);
  assert.equal(problem.parameter, "authorization", text);
  assert.ok(problem.detail.startsWith("Invalid or expired token."), text);
}

before(async () => {
  srv = await sharedServer();
  browser = new Browser(srv.baseUrl);
  const res = await signIn(browser, demo());
  assert.equal(res.status, 303);
});
after(() => srv?.stop());

describe("authorization code with PKCE", () => {
  test("sign-in, approval, code, token exchange, users/me and verify_credentials", async () => {
    const fresh = new Browser(srv.baseUrl);
    const { verifier, challenge } = pkce();
    const p = params({ code_challenge: challenge, state: "s t&a=te/é" });
    const signedOut = await fresh.fetch(authorizePath(p));
    assert.equal(signedOut.status, 302);
    const login = new URL(signedOut.headers.get("location")!, srv.baseUrl);
    assert.equal(login.pathname, "/login");
    assert.equal(login.searchParams.get("next"), authorizePath(p));

    const loginPage = await fresh.fetch(login.pathname + login.search);
    assert.equal(loginPage.status, 200);
    const loginFields = formFields(await loginPage.text());
    assert.ok(loginFields.csrf_token, "the sign-in form carries a hidden csrf_token");
    const signedIn = await fresh.postForm("/login", {
      ...loginFields,
      screen_name: "demo",
      password: srv.credentials.password,
    });
    assert.equal(signedIn.status, 303);
    assert.equal(signedIn.headers.get("location"), authorizePath(p));

    const page = await fresh.fetch(signedIn.headers.get("location")!);
    assert.equal(page.status, 200);
    assert.match(page.headers.get("content-type") ?? "", /text\/html/);
    const html = await page.text();
    const hidden = formFields(html);
    assert.equal(hidden.client_id, p.client_id);
    assert.equal(hidden.redirect_uri, REDIRECT);
    assert.equal(hidden.state, p.state);
    assert.match(html, /data-scope="users\.read"/);

    const approved = await fresh.postForm("/i/oauth2/authorize", { ...hidden, decision: "allow" });
    assert.equal(approved.status, 302);
    const back = new URL(approved.headers.get("location")!);
    assert.equal(back.origin + back.pathname, REDIRECT);
    assert.equal(back.searchParams.get("state"), p.state, "state comes back unchanged");
    const code = back.searchParams.get("code")!;
    assert.ok(code);

    const exchange = {
      grant_type: "authorization_code",
      code,
      redirect_uri: REDIRECT,
      code_verifier: verifier,
    };
    const token = await tokenEndpoint(srv.baseUrl, client(), exchange);
    assert.equal(token.status, 200, JSON.stringify(token.body));
    assert.deepEqual(Object.keys(token.body).sort(), [
      "access_token",
      "expires_in",
      "refresh_token",
      "scope",
      "token_type",
    ]);
    assert.equal(token.body.token_type, "bearer");
    assert.equal(token.body.expires_in, 7200);
    assert.deepEqual(String(token.body.scope).split(" ").sort(), ["offline.access", "users.read"]);

    const me = await bearerGet("/2/users/me", token.body.access_token as string);
    assert.equal(me.status, 200);
    assert.deepEqual(await me.json(), {
      data: { id: srv.credentials.user_id, name: "Demo User", username: "demo" },
    });
    const v1 = await bearerGet(
      "/1.1/account/verify_credentials.json",
      token.body.access_token as string,
    );
    assert.equal(v1.status, 200);
    assert.equal((await v1.json()).screen_name, "demo");

    const again = await tokenEndpoint(srv.baseUrl, client(), exchange);
    assert.equal(again.status, 400);
    assert.equal(again.body.error, "invalid_grant", "a code is single use");
  });

  test("a wrong code_verifier or another redirect_uri at the exchange answers invalid_grant", async () => {
    for (const change of [
      { code_verifier: pkce().verifier },
      { redirect_uri: "http://localhost:8765/callback" },
    ]) {
      const { verifier, challenge } = pkce();
      const res = await decide(browser, params({ code_challenge: challenge }));
      const code = new URL(res.headers.get("location")!).searchParams.get("code")!;
      const token = await tokenEndpoint(srv.baseUrl, client(), {
        grant_type: "authorization_code",
        code,
        redirect_uri: REDIRECT,
        code_verifier: verifier,
        ...change,
      });
      assert.equal(token.status, 400);
      assert.equal(token.body.error, "invalid_grant", JSON.stringify(change));
    }
  });

  test("a redirect_uri that is not exactly a registered callback gets a 400 page and no redirect", async () => {
    for (const redirect_uri of [
      "https://evil.example/callback",
      `${REDIRECT}?x=1`,
      `${REDIRECT}/more`,
      "HTTP://127.0.0.1:8765/callback",
    ]) {
      const res = await browser.fetch(authorizePath(params({ redirect_uri })));
      assert.equal(res.status, 400, redirect_uri);
      assert.equal(res.headers.get("location"), null);
      assert.match(res.headers.get("content-type") ?? "", /text\/html/);
    }
  });

  test("unknown scopes and the first-party console scope go back with error=invalid_scope", async () => {
    for (const scope of ["users.read nonsense.scope", "console", "users.read console"]) {
      const p = params({ scope });
      const res = await browser.fetch(authorizePath(p));
      assert.equal(res.status, 302, scope);
      const back = new URL(res.headers.get("location")!);
      assert.equal(back.origin + back.pathname, REDIRECT);
      assert.equal(back.searchParams.get("error"), "invalid_scope", scope);
      assert.equal(back.searchParams.get("state"), p.state);
      assert.equal(back.searchParams.get("code"), null);
    }
  });

  test("deny goes back with error=access_denied and no code", async () => {
    const p = params();
    const res = await decide(browser, p, "deny");
    assert.equal(res.status, 302);
    const back = new URL(res.headers.get("location")!);
    assert.equal(back.searchParams.get("error"), "access_denied");
    assert.equal(back.searchParams.get("state"), p.state);
    assert.equal(back.searchParams.get("code"), null);
  });
});

describe("refresh and revocation", () => {
  test("a refresh token works once; its reuse answers invalid_grant and revokes the family's new tokens", async () => {
    const first = await userTokens(srv.baseUrl, client(), browser, REDIRECT);
    const refreshed = await tokenEndpoint(srv.baseUrl, client(), {
      grant_type: "refresh_token",
      refresh_token: first.refresh_token!,
    });
    assert.equal(refreshed.status, 200, JSON.stringify(refreshed.body));
    assert.equal(refreshed.body.token_type, "bearer");
    assert.equal(refreshed.body.expires_in, 7200);
    const second = refreshed.body as { access_token: string; refresh_token: string };
    assert.notEqual(second.access_token, first.access_token);
    assert.notEqual(second.refresh_token, first.refresh_token);
    assert.equal((await bearerGet("/2/users/me", second.access_token)).status, 200);

    const reuse = await tokenEndpoint(srv.baseUrl, client(), {
      grant_type: "refresh_token",
      refresh_token: first.refresh_token!,
    });
    assert.equal(reuse.status, 400);
    assert.equal(reuse.body.error, "invalid_grant");
    await assertRefusedToken(await bearerGet("/2/users/me", second.access_token));
    const next = await tokenEndpoint(srv.baseUrl, client(), {
      grant_type: "refresh_token",
      refresh_token: second.refresh_token,
    });
    assert.equal(next.status, 400);
    assert.equal(
      next.body.error,
      "invalid_grant",
      "the family's newest refresh token is revoked too",
    );
  });

  test("reusing an authorization code revokes every token issued from it (RFC 6749 4.1.2)", async () => {
    const { verifier, challenge } = pkce();
    const res = await decide(browser, params({ code_challenge: challenge }));
    const code = new URL(res.headers.get("location")!).searchParams.get("code")!;
    const exchange = { grant_type: "authorization_code", code, redirect_uri: REDIRECT };
    const first = await tokenEndpoint(srv.baseUrl, client(), {
      ...exchange,
      code_verifier: verifier,
    });
    assert.equal(first.status, 200, JSON.stringify(first.body));
    const rotated = await tokenEndpoint(srv.baseUrl, client(), {
      grant_type: "refresh_token",
      refresh_token: first.body.refresh_token as string,
    });
    assert.equal(rotated.status, 200, JSON.stringify(rotated.body));
    const access = rotated.body.access_token as string;
    assert.equal((await bearerGet("/2/users/me", access)).status, 200);

    const reuse = await tokenEndpoint(srv.baseUrl, client(), {
      ...exchange,
      code_verifier: verifier,
    });
    assert.equal(reuse.status, 400);
    assert.equal(reuse.body.error, "invalid_grant");
    for (const token of [first.body.access_token as string, access])
      await assertRefusedToken(await bearerGet("/2/users/me", token));
    const refresh = await tokenEndpoint(srv.baseUrl, client(), {
      grant_type: "refresh_token",
      refresh_token: rotated.body.refresh_token as string,
    });
    assert.equal(refresh.body.error, "invalid_grant", "the refresh token of the family is revoked");
  });

  test("POST /2/oauth2/revoke ends the access token: 401 code 89 afterwards", async () => {
    const t = await userTokens(srv.baseUrl, client(), browser, REDIRECT);
    assert.equal((await bearerGet("/2/users/me", t.access_token)).status, 200);
    const res = await tokenEndpoint(
      srv.baseUrl,
      client(),
      { token: t.access_token },
      "/2/oauth2/revoke",
    );
    assert.equal(res.status, 200);
    await assertRefusedToken(await bearerGet("/2/users/me", t.access_token));
    await assertOAuthError(
      await bearerGet("/1.1/account/verify_credentials.json", t.access_token),
      401,
      89,
    );
    const refresh = await tokenEndpoint(srv.baseUrl, client(), {
      grant_type: "refresh_token",
      refresh_token: t.refresh_token!,
    });
    assert.equal(refresh.body.error, "invalid_grant", "revoking the access token ends the grant");
  });

  test("token endpoint refuses bad client credentials with invalid_client (401)", async () => {
    const res = await tokenEndpoint(
      srv.baseUrl,
      { key: client().key, secret: "wrong" },
      { grant_type: "refresh_token", refresh_token: "x" },
    );
    assert.equal(res.status, 401);
    assert.equal(res.body.error, "invalid_client");
  });

  test("malformed credentials are refused, never a server error", async () => {
    await assertRefusedToken(await bearerGet("/2/users/me", "%E0%A4%A"));
    await assertRefusedToken(await bearerGet("/2/users/me", "no-such-token"));
    const res = await fetch(`${srv.baseUrl}/2/oauth2/token`, {
      method: "POST",
      headers: {
        authorization: "Basic " + Buffer.from("%ZZ:secret").toString("base64"),
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "grant_type=refresh_token&refresh_token=x",
    });
    assert.equal(res.status, 401);
    assert.equal((await res.json()).error, "invalid_client");
  });
});
