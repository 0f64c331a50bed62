import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import http from "node:http";
import { startServer, type TestServer } from "../support/server";
import { signedHeader, type Keys } from "../support/oauth1";
import { fixture, multipart } from "../support/media";

/**
 * The reference platform's layout, one host per interface (ads-api.…, upload.…): ADS_BASE_URL,
 * ADS_SANDBOX_BASE_URL and UPLOAD_BASE_URL without a path. Requests are sent as a TLS proxy in front
 * forwards them (plain HTTP on loopback, the public Host header, x-forwarded-proto https), signed for
 * the public URL the client called, as an unmodified client library signs it.
 */
const ADS = "https://ads-api.example.com";
const SANDBOX = "https://ads-sandbox.example.com";
const UPLOAD = "https://upload.example.com";

let srv: TestServer, consumer: Keys, token: Keys;
before(async () => {
  srv = await startServer({
    env: { ADS_BASE_URL: ADS, ADS_SANDBOX_BASE_URL: SANDBOX, UPLOAD_BASE_URL: UPLOAD },
  });
  const c = srv.credentials;
  consumer = { key: c.consumer_key, secret: c.consumer_secret };
  token = { key: c.access_token, secret: c.access_token_secret };
});
after(() => srv?.stop());

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One request to the server, addressed to `publicUrl`'s host; signed for `signedFor` (default: publicUrl). */
async function call(
  method: string,
  publicUrl: string,
  opts: { signedFor?: string; body?: FormData; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const url = new URL(publicUrl);
  const signed = new URL(opts.signedFor ?? publicUrl);
  const authorization = signedHeader(
    consumer,
    {
      url: `${signed.origin}${signed.pathname}`,
      method,
      data: Object.fromEntries(url.searchParams),
    },
    token,
  );
  const headers: Record<string, string> = {
    host: url.host,
    "x-forwarded-proto": url.protocol.slice(0, -1),
    authorization,
    ...opts.headers,
  };
  let payload: Buffer | undefined;
  if (opts.body) {
    const encoded = new Response(opts.body);
    headers["content-type"] = encoded.headers.get("content-type")!;
    payload = Buffer.from(await encoded.arrayBuffer());
    headers["content-length"] = String(payload.length);
  }
  return new Promise((resolve, reject) => {
    const req = http.request(`${srv.baseUrl}${url.pathname}${url.search}`, { method, headers });
    req.on("response", (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => (body += d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end(payload);
  });
}
const json = (a: Answer) => JSON.parse(a.body);

test("the advertising interface answers on its own host, signed for that host's URL", async () => {
  const accounts = await call("GET", `${ADS}/12/accounts`);
  assert.equal(accounts.status, 200, accounts.body);
  const ids = json(accounts).data.map((a: { id: string }) => a.id);
  assert.ok(ids.includes(srv.credentials.account_id), accounts.body);
  const one = await call(
    "GET",
    `${ADS}/12/accounts/${srv.credentials.account_id}?with_deleted=true`,
  );
  assert.equal(one.status, 200, one.body);
  // Signed for another address: refused as any bad signature is (the ads family's envelope).
  const wrong = await call("GET", `${ADS}/12/accounts`, {
    signedFor: "https://elsewhere.example.com/12/accounts",
  });
  assert.equal(wrong.status, 401, wrong.body);
});

test("the sandbox host serves sandbox accounts; messages name the configured bases", async () => {
  const c = srv.credentials as typeof srv.credentials & { sandbox_account_id: string };
  const sandbox = await call("GET", `${SANDBOX}/12/accounts/${c.sandbox_account_id}`);
  assert.equal(sandbox.status, 200, sandbox.body);
  const prodThere = await call("GET", `${SANDBOX}/12/accounts/${c.account_id}`);
  assert.equal(prodThere.status, 403, prodThere.body);
  assert.match(
    json(prodThere).errors[0].message,
    /production base \(https:\/\/ads-api\.example\.com\)/,
  );
  const sandboxHere = await call("GET", `${ADS}/12/accounts/${c.sandbox_account_id}`);
  assert.match(
    json(sandboxHere).errors[0].message,
    /sandbox base \(https:\/\/ads-sandbox\.example\.com\)/,
  );
});

test("any other path on the advertising host is the advertising 404, not the console's", async () => {
  for (const path of ["/console", "/2/users/me", "/"]) {
    const r = await call("GET", `${ADS}${path}`);
    assert.equal(r.status, 404, `${path}: ${r.body}`);
    const error = json(r).errors[0];
    assert.equal(error.code, "ROUTE_NOT_FOUND", r.body);
    assert.ok(error.message.includes(`${ADS}${path}`), error.message);
  }
});

test("the OpenAPI document and the reference page name the configured bases", async () => {
  const doc = await call("GET", `${ADS}/openapi.json`);
  assert.equal(doc.status, 200, doc.body);
  assert.deepEqual(
    json(doc).servers.map((s: { url: string }) => s.url),
    [ADS, SANDBOX],
  );
  const page = await call("GET", `${srv.baseUrl}/ads/docs`);
  assert.equal(page.status, 200);
  assert.ok(page.body.includes(`${ADS}/openapi.json`));
  // The page's "Try it" uses the console's session: elsewhere it sends the browser there.
  const elsewhere = await call("GET", `${ADS}/docs`);
  assert.equal(elsewhere.status, 302);
  assert.equal(elsewhere.headers.location, `${srv.baseUrl}/ads/docs`);
});

test("media upload answers on its own host, signed for {upload_url}", async () => {
  const r = await call("POST", `${UPLOAD}/1.1/media/upload.json`, {
    body: multipart(fixture("still.gif")),
  });
  assert.equal(r.status, 200, r.body);
  assert.match(json(r).media_key, /^16_\d+$/);
  const other = await call("GET", `${UPLOAD}/1.1/statuses/home_timeline.json`);
  assert.equal(other.status, 404, other.body);
  assert.equal(json(other).errors[0].code, 34);
});

test("the path-prefixed bases keep working on the public host", async () => {
  const accounts = await call("GET", `${srv.baseUrl}/ads/12/accounts`);
  assert.equal(accounts.status, 200, accounts.body);
  const upload = await call("POST", `${srv.baseUrl}/upload/1.1/media/upload.json`, {
    signedFor: `${UPLOAD}/1.1/media/upload.json`,
    body: multipart(fixture("still.gif")),
  });
  assert.equal(upload.status, 200, upload.body);
});
