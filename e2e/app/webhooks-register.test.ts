import { execFileSync } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import {
  answer,
  answerCrc,
  call,
  newApp,
  problemOf,
  silent,
  startReceiver,
  type Answer,
  type Receiver,
  type TestApp,
} from "../support/webhooks";

/**
 * POST/GET/PUT/DELETE /2/webhooks against real loopback receivers: the CRC's outcomes with the
 * problem's detail and the recorded checks, duplicates, the per-app limit, other apps, bad input.
 */
let srv: TestServer;
const receivers: Receiver[] = [];
type Service = typeof import("../../lib/webhooks/service");
let service: Service;

before(async () => {
  srv = await inProcessServer({
    env: {
      WEBHOOK_ALLOW_INSECURE_URLS: "1",
      WEBHOOK_TIMEOUT_SECONDS: "1",
      WEBHOOK_LIMIT_PER_APP: "2",
    },
  });
  service = await import("../../lib/webhooks/service");
});
after(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await srv?.stop();
});

async function setup(name: string): Promise<{ app: TestApp; rx: Receiver }> {
  const app = await newApp(name);
  const rx = await startReceiver(app.secret);
  receivers.push(rx);
  return { app, rx };
}

test("a receiver answering the CRC right: registered valid, listed, one ok check recorded", async () => {
  const { app, rx } = await setup("ok");
  const r = await call(srv, app, "POST", "", { url: rx.url });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  const data = r.body.data as { id: string; url: string; valid: boolean; created_at: string };
  assert.deepEqual(Object.keys(data).sort(), ["created_at", "id", "url", "valid"]);
  assert.equal(data.url, rx.url);
  assert.equal(data.valid, true);
  assert.equal(rx.tokens.length, 1);
  assert.match(rx.tokens[0], /^[A-Za-z0-9_-]{32,48}$/);
  const list = await call(srv, app, "GET");
  assert.deepEqual(list.body, { data: [data], meta: { result_count: 1 } });
  const [check] = await service.crcHistory(app.id, data.id, 10);
  assert.equal(check.trigger, "registration");
  assert.equal(check.outcome, "ok");
  assert.equal(check.status, 200);
});

const failures = [
  {
    name: "wrong token",
    behaviour: answer(200, JSON.stringify({ response_token: "sha256=AAAA" })),
    outcome: "wrong_token",
    detail: /wrong_token.*response_token is wrong.*consumer secret.*HTTP 200/,
  },
  {
    name: "not JSON",
    behaviour: answer(200, "hello"),
    outcome: "wrong_token",
    detail: /not JSON.*"hello"/,
  },
  {
    name: "slow (timeout)",
    behaviour: silent,
    outcome: "transient",
    detail: /transient.*did not answer within 1 s/,
  },
  {
    name: "redirect",
    behaviour: answer(302, "", { location: "https://elsewhere.example/hook" }),
    outcome: "redirect",
    detail: /redirect.*302.*elsewhere\.example.*register the final URL/,
  },
  {
    name: "server error",
    behaviour: answer(503, "down for maintenance"),
    outcome: "transient",
    detail: /HTTP 503.*down for maintenance/,
  },
];

for (const f of failures) {
  test(`registration fails with CrcValidationFailed when the receiver is ${f.name}; nothing saved`, async () => {
    const { app, rx } = await setup(f.name);
    rx.behave(f.behaviour);
    const r = await call(srv, app, "POST", "", { url: rx.url });
    assert.equal(r.status, 400);
    const p = problemOf(r, "CrcValidationFailed");
    assert.match(p.detail, f.detail);
    assert.match(p.detail, new RegExp(`\\[${f.outcome}\\]`));
    assert.equal(p.parameter, "url");
    assert.deepEqual((await call(srv, app, "GET")).body, { data: [], meta: { result_count: 0 } });
  });
}

test("PUT records each check: a wrong token invalidates, a fixed receiver re-enables", async () => {
  const { app, rx } = await setup("put");
  const id = ((await call(srv, app, "POST", "", { url: rx.url })).body.data as { id: string }).id;
  rx.behave(answer(200, JSON.stringify({ response_token: "nope" })));
  const bad = await call(srv, app, "PUT", `/${id}`);
  assert.match(problemOf(bad, "CrcValidationFailed").detail, /must start with "sha256="/);
  let [w] = (await call(srv, app, "GET")).body.data as { valid: boolean }[];
  assert.equal(w.valid, false);
  const [listed] = await service.listWebhooks(app.id);
  assert.match(listed.invalid_reason ?? "", /response_token is wrong/);
  rx.behave(answerCrc(app.secret));
  const good = await call(srv, app, "PUT", `/${id}`);
  assert.deepEqual(good.body, { data: { valid: true } });
  [w] = (await call(srv, app, "GET")).body.data as { valid: boolean }[];
  assert.equal(w.valid, true);
  const history = await service.crcHistory(app.id, id, 10);
  assert.deepEqual(
    history.map((h) => [h.trigger, h.outcome]),
    [
      ["put", "ok"],
      ["put", "wrong_token"],
      ["registration", "ok"],
    ],
  );
  assert.match(history[1].response_excerpt ?? "", /nope/);
  // A binary answer (NUL bytes, a megabyte) is recorded as a bounded, storable excerpt.
  rx.behave(answer(500, "\0bin\0".repeat(200_000)));
  assert.match(
    problemOf(await call(srv, app, "PUT", `/${id}`), "CrcValidationFailed").detail,
    /500/,
  );
  const [binary] = await service.crcHistory(app.id, id, 1);
  assert.equal(binary.response_excerpt?.length, 500);
  assert.ok(!binary.response_excerpt?.includes("\0"));
});

test("PUT with a redirecting receiver: CrcValidationFailed and invalid at once", async () => {
  const { app, rx } = await setup("put-redirect");
  const id = ((await call(srv, app, "POST", "", { url: rx.url })).body.data as { id: string }).id;
  rx.behave(answer(301, "", { location: "https://moved.example/" }));
  const r = await call(srv, app, "PUT", `/${id}`);
  assert.match(problemOf(r, "CrcValidationFailed").detail, /301/);
  const [w] = await service.listWebhooks(app.id);
  assert.equal(w.valid, false);
  assert.equal((await service.crcHistory(app.id, id, 1))[0].outcome, "redirect");
});

test("the same URL twice, in another spelling: DuplicateUrlFailed; another app may register it", async () => {
  const { app, rx } = await setup("dup");
  const bare = `http://127.0.0.1:${rx.port}`;
  const first = await call(srv, app, "POST", "", { url: bare });
  assert.equal((first.body.data as { url: string }).url, `${bare}/`, "stored in one spelling");
  const again = await call(srv, app, "POST", "", { url: `${bare}/` });
  assert.equal(again.status, 409);
  assert.equal(problemOf(again, "DuplicateUrlFailed").parameter, "url");
  assert.equal(rx.tokens.length, 1, "no CRC for a duplicate");
  const other = await newApp("dup-other");
  rx.behave(answerCrc(other.secret));
  assert.equal((await call(srv, other, "POST", "", { url: bare })).status, 200);
});

test("WEBHOOK_LIMIT_PER_APP=2: the third is WebhookLimitExceeded, room again after a delete", async () => {
  const { app, rx } = await setup("limit");
  const ids: string[] = [];
  for (const p of ["/a", "/b"]) {
    const r = await call(srv, app, "POST", "", { url: rx.url + p });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    ids.push((r.body.data as { id: string }).id);
  }
  const third = await call(srv, app, "POST", "", { url: rx.url + "/c" });
  assert.equal(third.status, 429);
  assert.match(problemOf(third, "WebhookLimitExceeded").detail, /2 webhooks.*delete one/);
  assert.equal(rx.tokens.length, 2, "no CRC is sent when over the limit");
  assert.deepEqual((await call(srv, app, "DELETE", `/${ids[0]}`)).body, {
    data: { deleted: true },
  });
  assert.equal((await call(srv, app, "POST", "", { url: rx.url + "/c" })).status, 200);
});

test("another app can neither see, PUT nor delete a webhook; unknown and bad ids alike", async () => {
  const { app, rx } = await setup("mine");
  const id = ((await call(srv, app, "POST", "", { url: rx.url })).body.data as { id: string }).id;
  const stranger = await newApp("stranger");
  assert.deepEqual((await call(srv, stranger, "GET")).body, {
    data: [],
    meta: { result_count: 0 },
  });
  for (const path of [`/${id}`, "/12345", "/not-an-id", `/${"9".repeat(30)}`]) {
    for (const method of ["PUT", "DELETE"]) {
      const r = await call(srv, stranger, method, path);
      assert.equal(r.status, 404, `${method} ${path}`);
      assert.equal(problemOf(r, "WebhookIdInvalid").parameter, "webhook_id");
    }
  }
  assert.equal(rx.tokens.length, 1, "no CRC for a stranger's PUT");
  assert.deepEqual((await call(srv, app, "GET")).body.meta, { result_count: 1 });
  assert.equal((await call(srv, app, "DELETE", `/${id}`)).status, 200);
  assert.equal(
    problemOf(await call(srv, app, "DELETE", `/${id}`), "WebhookIdInvalid").parameter,
    "webhook_id",
  );
});

test("bad bodies: not JSON, not an object, url missing or not a string, url too long", async () => {
  const app = await newApp("bodies");
  const cases: [unknown, RegExp, string | undefined][] = [
    ["{url:", /not JSON/, undefined],
    ["[1]", /not a JSON object/, undefined],
    [{}, /url is required/, "url"],
    [{ url: 7 }, /url must be a string/, "url"],
    [JSON.stringify({ url: "x".repeat(5000) }), /over 4096 bytes/, undefined],
  ];
  for (const [body, detail, parameter] of cases) {
    const r = await call(srv, app, "POST", "", body);
    assert.equal(r.status, 400, String(body));
    const p = problemOf(r, "InvalidRequest");
    assert.match(p.detail, detail);
    assert.equal(p.parameter, parameter);
  }
  const long = await call(srv, app, "POST", "", {
    url: `http://127.0.0.1/${"a".repeat(201 - 17)}`,
  });
  assert.match(problemOf(long, "UrlValidationFailed").detail, /201 characters.*at most 200/);
});

test("no or an unknown bearer token: 401 UnsupportedAuthentication problem", async () => {
  const fetch = srv.fetch ?? globalThis.fetch;
  for (const authorization of [undefined, "Bearer not-a-token", 'OAuth oauth_consumer_key="k"']) {
    const headers: Record<string, string> = authorization ? { authorization } : {};
    const r = await fetch(`${srv.baseUrl}/2/webhooks`, { method: "GET", headers });
    assert.equal(r.status, 401);
    const body = (await r.json()) as { errors: { reason: string; detail: string }[] };
    assert.equal(body.errors[0].reason, "UnsupportedAuthentication");
    assert.match(body.errors[0].detail, /bearer token/);
  }
});

test("concurrent registrations: one of two same URLs, two of three under the limit", async () => {
  const { app, rx } = await setup("race");
  const same = await Promise.all([1, 2].map(() => call(srv, app, "POST", "", { url: rx.url })));
  assert.deepEqual(same.map((r) => r.status).sort(), [200, 409]);
  const other = await setup("race-limit");
  const three = await Promise.all(
    ["/a", "/b", "/c"].map((p) => call(srv, other.app, "POST", "", { url: other.rx.url + p })),
  );
  assert.deepEqual(three.map((r) => r.status).sort(), [200, 200, 429]);
  assert.deepEqual((await call(srv, other.app, "GET")).body.meta, { result_count: 2 });
});

test("CRC-sending calls are budgeted per app: 429 TooManyRequests with retry-after", async () => {
  const app = await newApp("budget");
  const first = await (srv.fetch ?? globalThis.fetch)(`${srv.baseUrl}/2/webhooks/1`, {
    method: "PUT",
    headers: { authorization: `Bearer ${app.bearer}` },
  });
  assert.equal(first.headers.get("x-rate-limit-limit"), "100");
  // Two windows' worth: a window boundary during the loop cannot hide the limit.
  let last: Answer | undefined;
  for (let i = 0; i < 205 && last?.status !== 429; i++) last = await call(srv, app, "PUT", "/1");
  assert.ok(last && last.status === 429);
  assert.match(problemOf(last, "TooManyRequests").detail, /100 webhook registrations or CRC/);
  assert.equal((await call(srv, app, "GET")).status, 200, "reads are not budgeted");
});

test("a receiver with a certificate no one signed: CrcValidationFailed [tls]", async () => {
  const app = await newApp("tls");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "svc-tls-"));
  const [key, cert] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key].concat([
      "-out",
      cert,
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
    ]),
    { stdio: "ignore" },
  );
  const server = https.createServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as import("node:net").AddressInfo;
  try {
    const r = await call(srv, app, "POST", "", { url: `https://127.0.0.1:${port}/hook` });
    assert.match(problemOf(r, "CrcValidationFailed").detail, /\[tls\].*TLS handshake failed/);
  } finally {
    server.closeAllConnections();
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
