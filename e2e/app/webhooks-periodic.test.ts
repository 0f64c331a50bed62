import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import {
  answer,
  answerCrc,
  call,
  newApp,
  startReceiver,
  type Receiver,
  type TestApp,
} from "../support/webhooks";

/**
 * The periodic CRC (webhooks.crc) with an injected clock: only webhooks not validated in 24 h are
 * checked, once per tick even when two runs overlap; transient failures invalidate only after 28 h,
 * a wrong token at once; a success re-validates.
 */
let srv: TestServer;
const receivers: Receiver[] = [];
let service: typeof import("../../lib/webhooks/service");
let periodic: typeof import("../../lib/webhooks/periodic");

before(async () => {
  srv = await inProcessServer({
    env: { WEBHOOK_ALLOW_INSECURE_URLS: "1", WEBHOOK_TIMEOUT_SECONDS: "1" },
  });
  service = await import("../../lib/webhooks/service");
  periodic = await import("../../lib/webhooks/periodic");
});
after(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await srv?.stop();
});

const H = 3600_000;

async function registered(
  name: string,
): Promise<{ app: TestApp; rx: Receiver; id: string; t0: number }> {
  const app = await newApp(name);
  const rx = await startReceiver(app.secret);
  receivers.push(rx);
  const r = await call(srv, app, "POST", "", { url: rx.url });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  const [w] = await service.listWebhooks(app.id);
  return { app, rx, id: w.id, t0: Date.parse(w.validated_at ?? "") };
}

const state = async (app: TestApp) => (await service.listWebhooks(app.id))[0];
const periodicChecks = async (app: TestApp, id: string) =>
  (await service.crcHistory(app.id, id, 100)).filter((h) => h.trigger === "periodic");

test("the periodic CRC is scheduled once on the job engine, every 30 minutes", async () => {
  const engine = await import("../../lib/jobs/engine");
  const schedules = await engine.jobs().getSchedules("webhooks.crc");
  assert.equal(schedules.length, 1);
  assert.equal(schedules[0]?.cron, "*/30 * * * *");
});

test("transient failures: checked only after 24 h, still valid at 25 h, invalid after 28 h, valid when fixed", async () => {
  const { app, rx, id, t0 } = await registered("grace");
  rx.behave(answer(503, "cold start"));
  await periodic.runPeriodicChecks(new Date(t0 + 23 * H));
  assert.equal((await periodicChecks(app, id)).length, 0, "validated within 24 h: not due");
  assert.equal(rx.tokens.length, 1);

  await periodic.runPeriodicChecks(new Date(t0 + 25 * H));
  let checks = await periodicChecks(app, id);
  assert.deepEqual(
    checks.map((c) => [c.outcome, c.status]),
    [["transient", 503]],
  );
  assert.equal(checks[0].response_excerpt, "cold start");
  assert.equal((await state(app)).valid, true, "within the 28-hour grace");

  // Two overlapping runs in one tick: the webhook is checked once.
  await Promise.all([
    periodic.runPeriodicChecks(new Date(t0 + 27 * H)),
    periodic.runPeriodicChecks(new Date(t0 + 27 * H + 60_000)),
  ]);
  checks = await periodicChecks(app, id);
  assert.equal(checks.length, 2);
  assert.equal((await state(app)).valid, true);

  await periodic.runPeriodicChecks(new Date(t0 + 29 * H));
  const w = await state(app);
  assert.equal(w.valid, false);
  assert.match(w.invalid_reason ?? "", /No successful CRC for 29 hours.*HTTP 503/);
  assert.deepEqual(
    ((await call(srv, app, "GET")).body.data as { valid: boolean }[]).map((x) => x.valid),
    [false],
  );

  rx.behave(answerCrc(app.secret));
  await periodic.runPeriodicChecks(new Date(t0 + 30 * H));
  const fixed = await state(app);
  assert.equal(fixed.valid, true);
  assert.equal(fixed.validated_at, new Date(t0 + 30 * H).toISOString());
  assert.equal(fixed.invalid_reason, null);
  // Validated at +30 h: the next periodic check is owed at +54 h, not before.
  await periodic.runPeriodicChecks(new Date(t0 + 53 * H));
  assert.equal((await periodicChecks(app, id)).length, 4);
});

test("a wrong token at the periodic check: invalid at once; a timeout is transient", async () => {
  const { app, rx, id, t0 } = await registered("wrong");
  rx.behave(answer(200, JSON.stringify({ response_token: "sha256=AAAA" })));
  await periodic.runPeriodicChecks(new Date(t0 + 24 * H + 1000));
  const w = await state(app);
  assert.equal(w.valid, false);
  assert.match(w.invalid_reason ?? "", /response_token is wrong/);
  assert.equal((await periodicChecks(app, id))[0].outcome, "wrong_token");

  const slow = await registered("slow");
  slow.rx.behave(() => undefined);
  await periodic.runPeriodicChecks(new Date(slow.t0 + 25 * H));
  const [c] = await periodicChecks(slow.app, slow.id);
  assert.equal(c.outcome, "transient");
  assert.match(c.reason ?? "", /did not answer within 1 s/);
  assert.equal((await state(slow.app)).valid, true);
});

test("PUT re-enables a webhook the periodic check invalidated, once the receiver is fixed", async () => {
  const { app, rx, id, t0 } = await registered("reenable");
  rx.behave(answer(302, "", { location: "https://elsewhere.example/" }));
  await periodic.runPeriodicChecks(new Date(t0 + 24 * H + 1000));
  assert.equal((await state(app)).valid, false);
  rx.behave(answerCrc(app.secret));
  assert.deepEqual((await call(srv, app, "PUT", `/${id}`)).body, { data: { valid: true } });
  assert.equal((await state(app)).valid, true);
});

test("webhooks of a deleted or suspended app are not checked", async () => {
  const { db } = await import("../../lib/db/client");
  const { apps } = await import("../../lib/db/schema");
  const { eq } = await import("drizzle-orm");
  const gone = await registered("gone");
  const held = await registered("held");
  await db().update(apps).set({ deletedAt: new Date() }).where(eq(apps.id, gone.app.id));
  await db().update(apps).set({ suspended: true }).where(eq(apps.id, held.app.id));
  await periodic.runPeriodicChecks(new Date(gone.t0 + 25 * H));
  assert.equal(gone.rx.tokens.length, 1, "only the registration's CRC");
  assert.equal(held.rx.tokens.length, 1);
});
