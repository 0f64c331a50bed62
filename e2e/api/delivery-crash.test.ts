import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import crypto from "node:crypto";
import { dropDatabase, freshPostgresUrl, startServer, type TestServer } from "../support/server";
import { signatureValid, startReceiver, until, type Received } from "../support/receiver";
import { untilSettled } from "../support/settled";

/**
 * Delivery across crashes and processes, with real servers: 300 test events, the server killed
 * (SIGKILL) while 60 POSTs are in flight and unanswered, then restarted on the same data: every event
 * arrives at least once and a duplicate carries the same delivery id. On PostgreSQL, two servers
 * on one database share the work without sending a delivery twice.
 * The events are written by this process while no server runs on PGlite (one process per data
 * directory), through the product's own emitEvent: the burst exists before any server runs.
 */
const pg = process.env.DATABASE_URL;
const EVENTS = 300;
let dbUrl: string | undefined;
let env: Record<string, string>;
const servers: TestServer[] = [];
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let answering = false;
const waiting: (() => void)[] = [];

before(async () => {
  if (pg) dbUrl = await freshPostgresUrl(pg);
  env = {
    SVC_SECRET_KEY: crypto.randomBytes(24).toString("hex"),
    JOB_POLL_SECONDS: "0.5",
    WEBHOOK_ALLOW_INSECURE_URLS: "1",
    WEBHOOK_TIMEOUT_SECONDS: "2",
    ...(dbUrl ? { DATABASE_URL: dbUrl } : {}),
  };
  // Unanswered until the test says so: the server dies with these POSTs in flight.
  receiver = await startReceiver(
    () => new Promise<number>((r) => (answering ? r(200) : waiting.push(() => r(200)))),
  );
});
after(async () => {
  answering = true;
  for (const w of waiting.splice(0)) w();
  for (const s of servers) await s.stop().catch(() => undefined);
  await receiver.close();
  if (pg && dbUrl) await dropDatabase(pg, dbUrl);
});

/** Writes a webhook and `n` test events with this process's own database handle (no server running). */
async function writeEvents(srv: TestServer, n: number): Promise<{ secret: string; hook: string }> {
  const dataDir = srv.dataDir;
  Object.assign(process.env, env, { DATA_DIR: dataDir });
  const { loadSecretKey } = await import("../../lib/crypto/secret-box");
  const { openDatabase, closeDatabase, db } = await import("../../lib/db/client");
  const { startJobs, stopJobs } = await import("../../lib/jobs/engine");
  const { QUEUES } = await import("../../lib/platform/queues");
  const { decrypt } = await import("../../lib/crypto/secret-box");
  const { demoApp, insertWebhook, sendTestEvent } = await import("../support/webhook-rows");
  loadSecretKey(dataDir, env.SVC_SECRET_KEY);
  await openDatabase({ dataDir, databaseUrl: dbUrl });
  await startJobs(QUEUES, { workers: false, pollSeconds: 1 });
  const app = await demoApp(srv);
  const hook = await insertWebhook(app.id, `${receiver.url}?${crypto.randomUUID()}`);
  for (let i = 0; i < n; i++) await sendTestEvent(app.id, hook, { n: i });
  const { apps } = await import("../../lib/db/schema");
  const { eq } = await import("drizzle-orm");
  const [row] = await db().select().from(apps).where(eq(apps.id, app.id));
  await stopJobs();
  await closeDatabase();
  return { secret: decrypt(row.consumerSecretEnc), hook };
}

function byDelivery(got: Received[]): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  for (const m of got) {
    const id = String(m.headers["x-svc-delivery-id"]);
    if (!map.has(id)) map.set(id, new Set());
    map.get(id)!.add(String(m.headers["x-svc-event-id"]));
  }
  return map;
}

test(
  "killed with 60 deliveries in flight and restarted: every event arrives at least once",
  { timeout: 400_000 },
  async () => {
    const first = await startServer({ env });
    await first.stop();
    const { secret } = await writeEvents(first, EVENTS);
    const dataDir = first.dataDir;
    const doomed = await startServer({ env, dataDir });
    await until(() => receiver.got.length >= 60, 120_000);
    process.kill(doomed.pid!, "SIGKILL");
    // Gone before its data is reopened (the PGlite directory lock names a live process).
    await until(() => {
      try {
        process.kill(doomed.pid!, 0);
        return false;
      } catch {
        return true;
      }
    });
    const inFlight = receiver.got.length;
    answering = true;
    for (const w of waiting.splice(0)) w();
    servers.push(await startServer({ env, dataDir }));
    await until(() => byDelivery(receiver.got).size >= EVENTS, 300_000);
    // The last first-time POST can land while resends of the same claim are still on the wire
    // (64 at once, no order between them): give those a moment before counting them.
    const resent = () => receiver.got.length >= EVENTS + inFlight - 1;
    await until(resent, 30_000).catch(() => undefined);
    const deliveries = byDelivery(receiver.got);
    assert.equal(deliveries.size, EVENTS, "one delivery id per event");
    for (const [, events] of deliveries)
      assert.equal(events.size, 1, "a delivery id names one event");
    const events = new Set(receiver.got.map((m) => String(m.headers["x-svc-event-id"])));
    assert.equal(events.size, EVENTS, "no event lost");
    assert.ok(resent(), "the unanswered ones were sent again");
    for (const m of receiver.got)
      assert.ok(signatureValid(secret, m.body, m.headers["x-svc-webhooks-signature"]));
  },
);

test(
  "two processes on one PostgreSQL database deliver each event once",
  { skip: pg ? false : "needs PostgreSQL (DATABASE_URL): PGlite is one process", timeout: 300_000 },
  async () => {
    for (const s of servers.splice(0)) await s.stop();
    receiver.got.length = 0;
    const a = await startServer({ env });
    await a.stop();
    const { hook } = await writeEvents(a, EVENTS);
    servers.push(await startServer({ env }), await startServer({ env }));
    const mine = () => receiver.got.filter((m) => m.headers["x-svc-delivery-id"]);
    await until(() => byDelivery(mine()).size >= EVENTS, 240_000);
    // Late duplicates, if any, would come from a dispatch still running or due, or a delivery still
    // pending: once neither is left, nothing more is sent. A wake left for later (each process's
    // start wakes the webhook again when another's claim would lease out) finds nothing pending.
    await untilSettled(dbUrl!, "webhooks.dispatch", {
      data: { webhookId: hook },
      laterIsIdle: true,
      also: async (db) => {
        const pending = await db.query(
          "select count(*)::int as n from webhook_deliveries where webhook_id = $1 and state = 'pending'",
          [hook],
        );
        return pending.rows[0].n === 0;
      },
    });
    assert.equal(mine().length, EVENTS, `each of ${EVENTS} deliveries once to webhook ${hook}`);
  },
);
