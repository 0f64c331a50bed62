import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { call, newApp, problemOf, startReceiver, type Receiver } from "../support/webhooks";

/**
 * With WEBHOOK_ALLOW_INSECURE_URLS off (the default): http, ports, internal address literals and
 * local names are refused with UrlValidationFailed before any request leaves; a name that resolves
 * to loopback is refused by the outbound client on the address it would connect to (the DNS
 * rebinding defence), and a saved webhook whose URL no longer passes is invalidated by its next CRC.
 */
let srv: TestServer;
let rx: Receiver;

before(async () => {
  srv = await inProcessServer({ env: { WEBHOOK_ALLOW_INSECURE_URLS: "0" } });
  rx = await startReceiver("unused");
});
after(async () => {
  await rx?.close();
  await srv?.stop();
});

test("http, a port, internal literals and local names: UrlValidationFailed naming the rule", async () => {
  const app = await newApp("rules");
  const cases: [string, RegExp][] = [
    ["http://hooks.example.com/x", /uses http; it must use https/],
    ["https://hooks.example.com:8443/x", /port 8443/],
    [`https://127.0.0.1/x`, /127\.0\.0\.1 is a loopback address/],
    ["https://10.0.0.7/x", /private/],
    ["https://192.168.1.20/x", /private/],
    ["https://169.254.169.254/latest/meta-data", /link-local/],
    ["https://[::1]/x", /loopback/],
    ["https://[::ffff:127.0.0.1]/x", /loopback/],
    ["https://[::127.0.0.1]/x", /loopback/],
    ["https://[::a9fe:a9fe]/latest/meta-data", /link-local/],
    ["https://[::ffff:a9fe:a9fe]/latest/meta-data", /link-local/],
    ["https://[64:ff9b::a9fe:a9fe]/latest/meta-data", /link-local/],
    ["https://[2002:a00:1::1]/x", /private/],
    ["https://localhost/x", /not a public name/],
    [`http://127.0.0.1:${rx.port}/hook`, /must use https/],
    ["not a url", /not an absolute URL/],
  ];
  for (const [url, detail] of cases) {
    const r = await call(srv, app, "POST", "", { url });
    assert.equal(r.status, 400, url);
    const p = problemOf(r, "UrlValidationFailed");
    assert.match(p.detail, detail, url);
    assert.equal(p.parameter, "url");
  }
  assert.equal(rx.tokens.length, 0, "nothing was sent");
});

test("outbound() refuses a name resolving to loopback on the connected address", async () => {
  const { outbound } = await import("../../lib/webhooks/outbound");
  const r = await outbound({ method: "GET", url: `http://localhost:${rx.port}/hook` });
  assert.equal(r.ok, false);
  assert.equal(r.ok === false && r.error, "refused");
  assert.match(
    r.ok === false ? r.message : "",
    /localhost resolves to .*(127\.0\.0\.1|::1).*loopback/,
  );
  const literal = await outbound({ method: "GET", url: `http://127.0.0.1:${rx.port}/hook` });
  assert.equal(literal.ok === false && literal.error, "refused");
  // 127.0.0.1 written as an IPv4-compatible IPv6 address
  const compatible = await outbound({ method: "GET", url: `http://[::7f00:1]:${rx.port}/hook` });
  assert.equal(compatible.ok === false && compatible.error, "refused");
  assert.equal(rx.tokens.length, 0, "the receiver was never reached");
});

test("a saved webhook whose URL the rules now refuse: its CRC is refused and it turns invalid", async () => {
  const app = await newApp("saved");
  const { db } = await import("../../lib/db/client");
  const { webhooks } = await import("../../lib/db/schema");
  const now = new Date();
  // As if registered while WEBHOOK_ALLOW_INSECURE_URLS was on.
  await db()
    .insert(webhooks)
    .values({
      id: "1000000000000000001",
      app_id: app.id,
      url: `http://127.0.0.1:${rx.port}/hook`,
      valid: true,
      validated_at: now,
      last_crc_at: now,
      created_at: now,
      updated_at: now,
    });
  const r = await call(srv, app, "PUT", "/1000000000000000001");
  assert.match(problemOf(r, "UrlValidationFailed").detail, /must use https/);
  const { crcHistory, listWebhooks } = await import("../../lib/webhooks/service");
  assert.equal((await crcHistory(app.id, "1000000000000000001", 1))[0].outcome, "refused");
  assert.equal((await listWebhooks(app.id))[0].valid, false);
  assert.equal(rx.tokens.length, 0);
});
