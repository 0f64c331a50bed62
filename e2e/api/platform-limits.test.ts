import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import { startServer, type TestServer } from "../support/server";
import { abortBody, declareOnly, rawGet, rssMb, streamChunked } from "../support/raw-http";

/**
 * One body limit for every path, Next's included, enforced before either router reads the body, and
 * a JSON 431 for an address past Node's header limit. This file starts its own server to read its
 * memory; with a Next build present (npm test builds one) the console, and so next-auth, is on.
 */
let srv: TestServer;
const withConsole = fs.existsSync(".next/BUILD_ID");
before(async () => {
  srv = await startServer({ console: withConsole });
});
after(() => srv?.stop());

const SIXTY_MB = 60 * 1024 * 1024;

test("a chunked oversize body to next-auth is refused without the server's memory growing", async () => {
  const before = rssMb(srv.pid!);
  const res = await streamChunked(`${srv.baseUrl}/api/auth/callback/x`, SIXTY_MB, {
    "content-type": "application/x-www-form-urlencoded",
  });
  assert.equal(res.status, 413, res.body);
  assert.match(String(res.headers["content-type"]), /application\/json/);
  assert.match((JSON.parse(res.body) as { error: string }).error, /larger than 5 MB/);
  assert.ok(res.sent < SIXTY_MB, "the server answered before the whole body was sent");
  assert.ok(rssMb(srv.pid!) - before < 40, `memory grew from ${before} to ${rssMb(srv.pid!)} MB`);
  assert.equal((await fetch(`${srv.baseUrl}/healthz`)).status, 200, "the server still answers");
});

test("a declared oversize body is refused in each path family's format", async () => {
  const big = { "content-length": String(6 * 1024 * 1024) };
  const cases: [string, (body: string) => void][] = [
    ["/api/auth/signin", (b) => assert.ok(JSON.parse(b).error)],
    ["/oauth/request_token", (b) => assert.equal(JSON.parse(b).errors[0].code, 413)],
    ["/2/oauth2/token", (b) => assert.equal(JSON.parse(b).error, "invalid_request")],
    [
      "/2/webhooks",
      (b) => {
        const [p] = JSON.parse(b).errors;
        assert.match(p.type, /\/2\/problems\/payload-too-large$/);
        assert.equal(p.title, "Payload Too Large");
        assert.match(p.detail, /larger than 5 MB/);
        assert.equal(p.code, undefined, "no version-1 code");
      },
    ],
    ["/console-api/apps", (b) => assert.equal(JSON.parse(b).errors[0].code, "REQUEST_TOO_LARGE")],
    [
      "/ads/12/accounts",
      (b) => {
        const body = JSON.parse(b);
        assert.equal(body.errors[0].code, "REQUEST_TOO_LARGE");
        assert.deepEqual(body.request, { params: {} });
      },
    ],
  ];
  for (const [path, check] of cases) {
    // Only the headers are sent: the server must answer from the declared length alone.
    const res = await declareOnly(`${srv.baseUrl}${path}`, big);
    assert.equal(res.status, 413, `${path}: ${res.body}`);
    check(res.body);
  }
});

test("a chunked oversize body to a platform path answers its code JSON", async () => {
  const res = await streamChunked(`${srv.baseUrl}/oauth/request_token`, SIXTY_MB, {
    "content-type": "application/x-www-form-urlencoded",
  });
  assert.equal(res.status, 413);
  assert.equal(JSON.parse(res.body).errors[0].code, 413);
});

test("a 20 KB address gets a JSON 431, in the family's format", async () => {
  const long = "a".repeat(20 * 1024);
  const next = await rawGet(`${srv.baseUrl}/console?x=${long}`);
  assert.equal(next.status, 431);
  assert.match(JSON.parse(next.body).error, /too long/);
  const platform = await rawGet(`${srv.baseUrl}/1.1/account/verify_credentials.json?x=${long}`);
  assert.equal(platform.status, 431);
  assert.equal(JSON.parse(platform.body).errors[0].code, 431);
  const v2 = await rawGet(`${srv.baseUrl}/2/users/me?x=${long}`);
  assert.equal(v2.status, 431);
  assert.equal(JSON.parse(v2.body).errors[0].title, "Request Header Fields Too Large");
  assert.equal((await fetch(`${srv.baseUrl}/healthz`)).status, 200);
});

test("a client that aborts its body is one log line, counted, without a stack", async () => {
  const logged = () =>
    srv.output!()
      .split("\n")
      .filter((l) => l.includes("POST /2/webhooks "));
  await abortBody(`${srv.baseUrl}/2/webhooks`, 1000, '{"url": "https://a.exam');
  while (!logged().length) await new Promise((r) => setTimeout(r, 20));
  // The server has answered another request since: whatever the abort wrote is in the output.
  assert.equal((await fetch(`${srv.baseUrl}/healthz`)).status, 200);
  const lines = logged();
  assert.equal(lines.length, 1, srv.output!());
  assert.match(lines[0], /aborted: the client closed the connection/);
  assert.match(lines[0], /aborted requests since start: 1\)/);
  const out = srv.output!();
  assert.doesNotMatch(out.slice(out.indexOf(lines[0])), /^\s+at /m, "no stack frames");
});
