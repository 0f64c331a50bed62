import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { consoleSessionFor } from "../support/console-session";
import { answer, answerCrc, newApp, startReceiver, type Receiver } from "../support/webhooks";

/**
 * /console-api/apps/:id/webhooks: the dashboard's API with real loopback receivers. Owner-only,
 * CSRF on writes, errors naming `url`, "check now" reporting the outcome, the CRC history, delete.
 */
let srv: TestServer;
type Session = { cookie: string; csrf: string };
let demo: Session, analyst: Session;
const receivers: Receiver[] = [];

before(async () => {
  srv = await inProcessServer({
    env: { WEBHOOK_ALLOW_INSECURE_URLS: "1", WEBHOOK_TIMEOUT_SECONDS: "2" },
  });
  demo = await consoleSessionFor(srv.credentials.user_id);
  const other = srv.credentials.users.find((u) => u.screen_name === "analyst")!.user_id;
  analyst = await consoleSessionFor(other);
});
after(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await srv?.stop();
});

type Body = { data?: unknown; errors?: { code: string; message: string; parameter?: string }[] };
async function call(who: Session | null, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { accept: "application/json" };
  if (who) Object.assign(headers, { cookie: who.cookie, "x-csrf-token": who.csrf });
  if (body !== undefined) headers["content-type"] = "application/json";
  const res = await srv.fetch!(`${srv.baseUrl}/console-api/apps/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Body };
}

type Hook = { id: string; url: string; valid: boolean; invalid_reason: string | null };
type Listing = { webhooks: Hook[]; rules: Record<string, unknown> };

async function appWithReceiver() {
  const app = await newApp("console hooks");
  const rx = await startReceiver(app.secret);
  receivers.push(rx);
  return { app, rx };
}

test("the listing carries the server's rules; others and signed-out callers get nothing", async () => {
  const { app } = await appWithReceiver();
  const r = await call(demo, "GET", `${app.id}/webhooks`);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  assert.deepEqual(r.body.data, {
    webhooks: [],
    rules: { allow_insecure_urls: true, timeout_seconds: 2, limit_per_app: 5, max_url_length: 200 },
  });
  assert.equal((await call(analyst, "GET", `${app.id}/webhooks`)).status, 404);
  assert.equal((await call(null, "GET", `${app.id}/webhooks`)).status, 401);
});

test("register, check now (wrong answer → invalid with the reason, fixed → valid), history, delete", async () => {
  const { app, rx } = await appWithReceiver();
  const created = await call(demo, "POST", `${app.id}/webhooks`, { url: rx.url });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const hook = created.body.data as Hook & { validated_at: string };
  assert.equal(hook.valid, true);
  assert.ok(hook.validated_at);

  rx.behave(answer(200, JSON.stringify({ response_token: "sha256=AAAA" })));
  const bad = await call(demo, "POST", `${app.id}/webhooks/${hook.id}/check`, {});
  assert.equal(bad.status, 200, JSON.stringify(bad.body));
  const badData = bad.body.data as { webhook: Hook; outcome: string; message: string };
  assert.equal(badData.outcome, "wrong_token");
  assert.equal(badData.webhook.valid, false);
  assert.match(badData.message, /response_token is wrong/);
  assert.ok(badData.webhook.invalid_reason);

  rx.behave(answerCrc(app.secret));
  const good = await call(demo, "POST", `${app.id}/webhooks/${hook.id}/check`, {});
  const goodData = good.body.data as { webhook: Hook; outcome: string; message: null };
  assert.deepEqual(
    [goodData.outcome, goodData.webhook.valid, goodData.message],
    ["ok", true, null],
  );

  const history = await call(demo, "GET", `${app.id}/webhooks/${hook.id}/checks`);
  const checks = history.body.data as { trigger: string; outcome: string; status: number }[];
  assert.deepEqual(
    checks.map((c) => [c.trigger, c.outcome]),
    [
      ["console", "ok"],
      ["console", "wrong_token"],
      ["registration", "ok"],
    ],
  );
  assert.equal((await call(analyst, "DELETE", `${app.id}/webhooks/${hook.id}`)).status, 404);
  const gone = await call(demo, "DELETE", `${app.id}/webhooks/${hook.id}`);
  assert.deepEqual(gone.body.data, { id: hook.id, deleted: true });
  const list = await call(demo, "GET", `${app.id}/webhooks`);
  assert.deepEqual((list.body.data as Listing).webhooks, []);
  const again = await call(demo, "POST", `${app.id}/webhooks/${hook.id}/check`, {});
  assert.equal(again.status, 404);
  assert.equal(again.body.errors?.[0].code, "WebhookIdInvalid");
});

test("refusals name the url field in plain words and save nothing", async () => {
  const { app, rx } = await appWithReceiver();
  rx.behave(answer(500, "boom"));
  const crc = await call(demo, "POST", `${app.id}/webhooks`, { url: rx.url });
  assert.equal(crc.status, 400);
  assert.equal(crc.body.errors?.[0].parameter, "url");
  assert.equal(crc.body.errors?.[0].code, "CrcValidationFailed");
  assert.match(crc.body.errors![0].message, /HTTP 500.*boom/);
  const rule = await call(demo, "POST", `${app.id}/webhooks`, { url: "ftp://x.example/h" });
  assert.deepEqual(rule.body.errors?.[0].parameter, "url");
  assert.match(rule.body.errors![0].message, /must use https/);
  const empty = await call(demo, "POST", `${app.id}/webhooks`, { url: "  " });
  assert.equal(empty.status, 400);
  assert.equal(empty.body.errors?.[0].parameter, "url");
  assert.equal((await call(demo, "POST", `${app.id}/webhooks`, "not json")).status, 400);
  rx.behave(answerCrc(app.secret));
  assert.equal((await call(demo, "POST", `${app.id}/webhooks`, { url: rx.url })).status, 201);
  const dup = await call(demo, "POST", `${app.id}/webhooks`, { url: rx.url });
  assert.equal(dup.status, 409);
  assert.equal(dup.body.errors?.[0].parameter, "url");
  const list = await call(demo, "GET", `${app.id}/webhooks`);
  assert.equal((list.body.data as Listing).webhooks.length, 1);
});

test("a write without the session's x-csrf-token is refused", async () => {
  const { app, rx } = await appWithReceiver();
  const res = await srv.fetch!(`${srv.baseUrl}/console-api/apps/${app.id}/webhooks`, {
    method: "POST",
    headers: { cookie: demo.cookie, "content-type": "application/json" },
    body: JSON.stringify({ url: rx.url }),
  });
  assert.equal(res.status, 403);
  assert.equal(rx.tokens.length, 0);
});
