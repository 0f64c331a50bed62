import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { sharedServer, type TestServer } from "../support/server";
import { Browser, formFields } from "../support/http";
import { signedHeader } from "../support/oauth1";
import { basic, FORM } from "../support/oauth2";

/**
 * A NUL character (U+0000) cannot be stored in PostgreSQL text: every interface must refuse it as
 * bad input, in its own error format, before it reaches the database (which answered 500 before).
 * Run on both engines: without DATABASE_URL on PGlite, with it on a fresh PostgreSQL database.
 */
let srv: TestServer;
before(async () => {
  srv = await sharedServer();
});
after(() => srv?.stop());

const url = (path: string) => srv.baseUrl + path;
const consumer = () => ({
  key: srv.credentials.consumer_key,
  secret: srv.credentials.consumer_secret,
});

async function assertCodeJson(res: Response, label: string) {
  const text = await res.text();
  assert.equal(res.status, 400, `${label}: ${text}`);
  const body = JSON.parse(text) as { errors: { code: number; message: string }[] };
  assert.equal(body.errors[0].code, 215, label);
  assert.match(body.errors[0].message, /NUL/, label);
}

async function assertRfc6749(res: Response, label: string) {
  const text = await res.text();
  assert.equal(res.status, 400, `${label}: ${text}`);
  const body = JSON.parse(text) as { error: string; error_description: string };
  assert.equal(body.error, "invalid_request", label);
  assert.match(body.error_description, /NUL/, label);
}

async function assertPage(res: Response, label: string) {
  const text = await res.text();
  assert.equal(res.status, 400, `${label}: ${text.slice(0, 300)}`);
  assert.match(res.headers.get("content-type") ?? "", /text\/html/, label);
  assert.match(text, /NUL character/, label);
}

const postForm = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(url(path), { method: "POST", headers: { "content-type": FORM, ...headers }, body });

describe("credential endpoints answer code 215, without or with credentials", () => {
  test("an oauth_* parameter in the Authorization header", async () => {
    const header = signedHeader(consumer(), {
      url: url("/oauth/request_token"),
      method: "POST",
      data: { oauth_callback: "oob" },
    }).replace(/oauth_consumer_key="[^"]*"/, 'oauth_consumer_key="demo%00key"');
    await assertCodeJson(
      await postForm("/oauth/request_token", "", { authorization: header }),
      "request_token",
    );
    const token = 'OAuth oauth_consumer_key="k", oauth_token="t%00", oauth_signature="s"';
    await assertCodeJson(
      await postForm("/oauth/access_token", "", { authorization: token }),
      "access_token",
    );
  });

  test("oauth_* parameters in the query string and in a form body", async () => {
    await assertCodeJson(
      await fetch(
        url("/1.1/account/verify_credentials.json?oauth_consumer_key=a%00&oauth_signature=x"),
      ),
      "query",
    );
    await assertCodeJson(
      await postForm("/1.1/oauth/invalidate_token", "oauth_token=a%00b&oauth_signature=x"),
      "form",
    );
  });

  test("Basic client id or secret, and a bearer token", async () => {
    const id = { key: "a\u0000b", secret: "c" };
    const secret = { key: consumer().key, secret: "c\u0000" };
    for (const keys of [id, secret]) {
      await assertCodeJson(
        await postForm("/oauth2/token", "grant_type=client_credentials", {
          authorization: basic(keys),
        }),
        `basic ${JSON.stringify(keys)}`,
      );
    }
    const raw = "Basic " + Buffer.from("a\u0000b:c").toString("base64");
    await assertCodeJson(
      await postForm("/oauth2/token", "grant_type=client_credentials", { authorization: raw }),
      "raw basic",
    );
    await assertCodeJson(
      await fetch(url("/1.1/account/verify_credentials.json"), {
        headers: { authorization: "Bearer ab%00c" },
      }),
      "bearer",
    );
  });

  test("a NUL in the path", async () => {
    await assertCodeJson(await fetch(url("/1.1/users/a%00b")), "path");
  });
});

describe("version-2 interfaces answer a problem object", () => {
  async function assertProblem(res: Response, label: string, parameter?: string) {
    const text = await res.text();
    assert.equal(res.status, 400, `${label}: ${text}`);
    const [p] = (JSON.parse(text) as { errors: Record<string, string>[] }).errors;
    assert.match(p.type, /\/2\/problems\/invalid-request$/, label);
    assert.equal(p.title, "Invalid Request", label);
    assert.match(p.detail, /NUL/, label);
    assert.equal(p.parameter, parameter, label);
    assert.equal(p.code, undefined, `${label}: no version-1 code`);
  }

  test("in a bearer token, the query, a JSON body and the path", async () => {
    await assertProblem(
      await fetch(url("/2/users/me"), { headers: { authorization: "Bearer ab%00c" } }),
      "bearer",
      "Authorization header",
    );
    await assertProblem(await fetch(url("/2/webhooks?max_results=1%00")), "query", "max_results");
    await assertProblem(
      await fetch(url("/2/webhooks"), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ url: "https://a.example/\u0000" }),
      }),
      "body",
      "url",
    );
    await assertProblem(await fetch(url("/2/webhooks/a%00b")), "path");
  });
});

describe("OAuth 2.0 token and revocation endpoints answer RFC 6749 invalid_request", () => {
  const fields = ["code", "redirect_uri", "client_id", "code_verifier", "client_secret"];
  for (const field of fields) {
    test(`authorization_code with a NUL in ${field}`, async () => {
      const body = new URLSearchParams({
        grant_type: "authorization_code",
        code: "c",
        redirect_uri: "http://127.0.0.1:8765/callback",
        client_id: consumer().key,
        client_secret: consumer().secret,
        code_verifier: "v".repeat(43),
        [field]: "x\u0000y",
      });
      await assertRfc6749(await postForm("/2/oauth2/token", body.toString()), field);
    });
  }
  test("refresh_token, scope and revoke", async () => {
    const auth = { authorization: basic(consumer()) };
    await assertRfc6749(
      await postForm("/2/oauth2/token", "grant_type=refresh_token&refresh_token=a%00b", auth),
      "refresh_token",
    );
    await assertRfc6749(
      await postForm("/2/oauth2/token", "grant_type=refresh_token&refresh_token=a&scope=%00"),
      "scope",
    );
    await assertRfc6749(await postForm("/2/oauth2/revoke", "token=a%00b", auth), "revoke");
  });
});

describe("the sign-in and approval pages answer a 400 page", () => {
  test("login name on POST /login (with a valid form token)", async () => {
    const browser = new Browser(srv.baseUrl);
    const fields = formFields(await (await browser.fetch("/login")).text());
    const res = await browser.postForm("/login", {
      ...fields,
      screen_name: "de\u0000mo",
      password: "x",
    });
    await assertPage(res, "login");
  });

  test("oauth_token on the OAuth 1.0a pages", async () => {
    await assertPage(await fetch(url("/oauth/authorize?oauth_token=a%00b")), "authorize");
    await assertPage(await fetch(url("/oauth/authenticate?oauth_token=a%00b")), "authenticate");
    await assertPage(await postForm("/oauth/authorize", "oauth_token=a%00b"), "authorize POST");
  });

  for (const field of ["client_id", "redirect_uri", "scope", "state"]) {
    test(`${field} on /i/oauth2/authorize`, async () => {
      const q = new URLSearchParams({
        response_type: "code",
        client_id: consumer().key,
        redirect_uri: "http://127.0.0.1:8765/callback",
        scope: "users.read",
        state: "s",
        code_challenge: "c".repeat(43),
        code_challenge_method: "S256",
        [field]: "a\u0000b",
      });
      await assertPage(await fetch(url(`/i/oauth2/authorize?${q}`)), field);
    });
  }
});

describe("console-api answers its JSON error format, signed in or not", () => {
  test("path and JSON body", async () => {
    const res = await fetch(url("/console-api/apps/a%00b"));
    assert.equal(res.status, 400);
    const body = (await res.json()) as { errors: { code: string }[] };
    assert.equal(body.errors[0].code, "INVALID_PARAMETER");
    const post = await fetch(url("/console-api/apps"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "x", description: "a\u0000b" }),
    });
    assert.equal(post.status, 400);
    const posted = (await post.json()) as { errors: { code: string; parameter: string }[] };
    assert.deepEqual(
      { code: posted.errors[0].code, parameter: posted.errors[0].parameter },
      { code: "INVALID_PARAMETER", parameter: "description" },
    );
  });

  test("the server is still well after all of the above", async () => {
    const res = await fetch(url("/healthz"));
    assert.equal(res.status, 200);
  });
});
