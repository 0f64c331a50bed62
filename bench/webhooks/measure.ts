import { openBench, pending, percentile, receiver, sleep, writeDeliveries } from "./setup";
import { startWorkerProcess, stopWorkerProcess } from "./worker";

/**
 * `npx tsx bench/webhooks/measure.ts <throughput|lag|timeouts>`: one webhook measurement in this
 * process, printed as one line `RESULT {json}` (bench/targets/webhooks.ts reads it). PostgreSQL when
 * DATABASE_URL names a server (a fresh database is made), else PGlite.
 * - throughput: WEBHOOKS × PER deliveries (rows) sent by dispatchWebhook, then the same signed bodies
 *   POSTed by a bare loop (postSigned, same concurrency, no database) in the same run.
 * - lag: events emitted at RATE/s through emitEvent (one transaction each, as a change does), each a
 *   test event to one of WEBHOOKS webhooks; lag = the receiver got it − its transaction committed;
 *   the job workers (fan-out, dispatch) do the rest.
 * - timeouts: the job workers send 9 webhooks' deliveries, first alone, then beside one more webhook
 *   whose receiver never answers (10 % of the receivers time out at WEBHOOK_TIMEOUT_SECONDS).
 */
const WEBHOOKS = Number(process.env.BENCH_WEBHOOKS ?? 4);
const PER = Number(process.env.BENCH_DELIVERIES ?? 5000);
const RATE = Number(process.env.BENCH_EVENTS_PER_S ?? 500);
const SECONDS = Number(process.env.BENCH_DURATION || 10);

async function throughput() {
  const b = await openBench(false);
  const { dispatchWebhook } = await import("../../lib/webhooks/delivery/dispatch");
  const { loadTarget } = await import("../../lib/webhooks/delivery/store");
  const { mapBounded, postSigned } = await import("../../lib/webhooks/delivery/send");
  const { PARALLEL_PER_WEBHOOK } = await import("../../lib/webhooks/delivery/schedule");
  const receivers = await Promise.all(Array.from({ length: WEBHOOKS }, () => receiver()));
  const hooks = await Promise.all(receivers.map((r) => b.hook(r)));
  await writeDeliveries(b.appId, hooks, PER);
  let t = performance.now();
  await Promise.all(
    hooks.map(async (h) => {
      while ((await pending([h])) > 0) await dispatchWebhook(h);
    }),
  );
  const productS = (performance.now() - t) / 1000;
  const bodies = Array.from({ length: PER }, (_, n) =>
    JSON.stringify({ data: { event_uuid: crypto.randomUUID(), payload: { n } } }),
  );
  const targets = await Promise.all(hooks.map((h) => loadTarget(h)));
  t = performance.now();
  await Promise.all(
    targets.map((target) =>
      mapBounded(bodies, PARALLEL_PER_WEBHOOK, (body) => postSigned(target!, body, {})),
    ),
  );
  const bareS = (performance.now() - t) / 1000;
  const total = WEBHOOKS * PER;
  await b.close();
  return {
    engine: b.engine,
    deliveries: total,
    product_per_s: total / productS,
    bare_per_s: total / bareS,
  };
}

async function lag() {
  // On PostgreSQL the job workers run in their own process, as deployed (JOB_WORKERS=off web
  // processes emit, a worker delivers); BENCH_ONE_PROCESS=1 keeps them here, as PGlite must.
  const split = !!process.env.DATABASE_URL && process.env.BENCH_ONE_PROCESS !== "1";
  const b = await openBench(!split);
  const worker = split ? await startWorkerProcess(b) : undefined;
  const { db } = await import("../../lib/db/client");
  const { emitEvent } = await import("../../lib/events/outbox");
  const receivers = await Promise.all(Array.from({ length: WEBHOOKS }, () => receiver()));
  const hooks = await Promise.all(receivers.map((r) => b.hook(r)));
  const committed = new Map<string, { at: number; r: number }>();
  const total = RATE * SECONDS;
  const started = Date.now();
  const inFlight: Promise<void>[] = [];
  for (let n = 0; n < total; n++) {
    // Offered on a fixed schedule: event n is due at n / RATE seconds, whatever the earlier ones took.
    const due = started + (n * 1000) / RATE;
    if (due > Date.now()) await sleep(due - Date.now());
    const r = n % WEBHOOKS;
    inFlight.push(
      db()
        .transaction((tx) =>
          emitEvent(tx, {
            kind: "follow.follow",
            userId: null,
            payload: { n },
            test: { appId: b.appId, webhookId: hooks[r] },
          }),
        )
        .then((id) => void committed.set(id, { at: Date.now(), r })),
    );
  }
  // Offered: the rate the events were issued at (the last one issued at (total - 1) / RATE s), not
  // counting the wait for the last commits, which is lag, not offering.
  const offeredS = (Date.now() - started) / 1000 + 1 / RATE;
  await Promise.all(inFlight);
  const arrived = () => receivers.reduce((s, r) => s + r.arrivals.size, 0);
  const deadline = Date.now() + 120_000;
  while (arrived() < total && Date.now() < deadline) await sleep(100);
  const lags = [...committed].map(([id, c]) => (receivers[c.r].arrivals.get(id) ?? NaN) - c.at);
  const got = lags.filter((l) => !Number.isNaN(l)).sort((x, y) => x - y);
  // Where the time goes: event written → its delivery row written (the fan-out's share).
  const { sql } = await import("drizzle-orm");
  const fan = await db().execute<{ p50: number; p99: number }>(sql`select
      percentile_cont(0.5) within group (order by ms) as p50,
      percentile_cont(0.99) within group (order by ms) as p99
    from (select extract(epoch from d.created_at - e.occurred_at) * 1000 as ms
      from webhook_deliveries d join platform_events e on e.id = d.event_id) x`);
  if (worker) await stopWorkerProcess(worker);
  await b.close();
  return {
    engine: b.engine,
    processes: split ? "emitter + worker" : "one",
    events: total,
    offered_per_s: total / offeredS,
    arrived: got.length,
    p50_ms: percentile(got, 50),
    p99_ms: percentile(got, 99),
    max_ms: got[got.length - 1] ?? NaN,
    fanout_p50_ms: Number(fan.rows[0].p50),
    fanout_p99_ms: Number(fan.rows[0].p99),
  };
}

async function timeouts() {
  const b = await openBench(true);
  const { wakeWebhook } = await import("../../lib/webhooks/delivery/dispatch");
  const per = Number(process.env.BENCH_DELIVERIES ?? 1500);
  const run = async (withSilent: boolean) => {
    const fast = await Promise.all(Array.from({ length: 9 }, () => receiver()));
    const hooks = await Promise.all(fast.map((r) => b.hook(r)));
    const silent = withSilent ? [await b.hook(await receiver(true))] : [];
    await writeDeliveries(b.appId, [...hooks, ...silent], per);
    const t = performance.now();
    for (const h of [...silent, ...hooks]) await wakeWebhook(h);
    while ((await pending(hooks)) > 0) await sleep(50);
    return (9 * per) / ((performance.now() - t) / 1000);
  };
  const alone = await run(false);
  const beside = await run(true);
  await b.close();
  return {
    engine: b.engine,
    deliveries_per_webhook: per,
    alone_per_s: alone,
    beside_per_s: beside,
  };
}

const MODES: Record<string, () => Promise<Record<string, unknown>>> = { throughput, lag, timeouts };
const mode = MODES[process.argv[2] ?? ""];
if (!mode) throw new Error(`mode: one of ${Object.keys(MODES).join(", ")}`);
void mode().then((r) => {
  console.log(`RESULT ${JSON.stringify(r)}`);
  process.exit(0);
});
