import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { dropDatabase, freshPostgresUrl } from "../../e2e/support/server";

/**
 * `npx tsx bench/targets/webhooks.ts` (PostgreSQL with DATABASE_URL, else PGlite): deliveries per
 * second of the dispatcher (claim batches, signed POSTs, batched attempt writes) to WEBHOOKS loopback
 * receivers answering 200 at once, beside a bare node:http loop POSTing the same signed bodies with
 * the same concurrency and no database. Goal (issue 10): ≥ 2,000 deliveries/s on PostgreSQL.
 * Standalone for now (events are written as rows: no generator endpoint yet); the lead may fold it
 * into bench/run.ts as a scenario.
 */
const WEBHOOKS = Number(process.env.BENCH_WEBHOOKS ?? 4);
const PER_WEBHOOK = Number(process.env.BENCH_DELIVERIES ?? 5000);

async function receiver(): Promise<{ url: string; server: http.Server }> {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => res.writeHead(200).end("ok"));
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, server }; // TCP
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "svc-bench-webhooks-"));
  const admin = process.env.DATABASE_URL;
  const databaseUrl = admin ? await freshPostgresUrl(admin) : undefined;
  Object.assign(process.env, { DATA_DIR: dataDir, WEBHOOK_ALLOW_INSECURE_URLS: "1" });
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
  const { loadSecretKey } = await import("../../lib/crypto/secret-box");
  const { openDatabase, closeDatabase, db } = await import("../../lib/db/client");
  const { startJobs, stopJobs } = await import("../../lib/jobs/engine");
  const { seed } = await import("../../lib/db/seed");
  const { sql } = await import("drizzle-orm");
  const { dispatchWebhook } = await import("../../lib/delivery/dispatch");
  const { loadTarget } = await import("../../lib/delivery/store");
  const { mapBounded, postSigned } = await import("../../lib/delivery/send");
  const { PARALLEL_PER_WEBHOOK } = await import("../../lib/delivery/schedule");
  const { demoApp, insertWebhook } = await import("../../e2e/support/webhook-rows");
  loadSecretKey(dataDir, undefined);
  await openDatabase({ dataDir, databaseUrl });
  // The queues exist (a long run hands over with a wake); this process runs dispatchWebhook itself.
  const { DELIVERY_QUEUES } = await import("../../lib/delivery/queues");
  await startJobs(DELIVERY_QUEUES, { workers: false, pollSeconds: 1 });
  await seed({ dataDir, publicBaseUrl: "http://localhost" });
  const creds = JSON.parse(fs.readFileSync(path.join(dataDir, "demo-credentials.json"), "utf8"));
  const app = await demoApp({ credentials: creds } as Parameters<typeof demoApp>[0]); // only credentials read
  const receivers = await Promise.all(Array.from({ length: WEBHOOKS }, receiver));
  const hooks = [];
  for (const r of receivers) hooks.push(await insertWebhook(app.id, r.url));
  await db().execute(sql`insert into platform_events (id, kind, payload, test, app_id, occurred_at)
    select gen_random_uuid()::text, 'follow.follow', jsonb_build_object('n', g), true, ${app.id}, now()
    from generate_series(1, ${PER_WEBHOOK}) g`);
  for (const hook of hooks)
    await db()
      .execute(sql`insert into webhook_deliveries (id, event_id, seq, kind, webhook_id, app_id,
        product, body, next_attempt_at, created_at)
      select gen_random_uuid()::text, id, seq, kind, ${hook}, app_id, 'activity',
        jsonb_build_object('data', jsonb_build_object('event_uuid', id, 'payload', payload)), now(), now()
      from platform_events where app_id = ${app.id}`);
  const total = WEBHOOKS * PER_WEBHOOK;

  let t = performance.now();
  await Promise.all(
    hooks.map(async (h) => {
      const pending = async () =>
        Number(
          (
            await db().execute<{ n: string }>(
              sql`select count(*) as n from webhook_deliveries where webhook_id = ${h} and state = 'pending'`,
            )
          ).rows[0].n,
        );
      while ((await pending()) > 0) await dispatchWebhook(h);
    }),
  );
  const productS = (performance.now() - t) / 1000;
  const bodies = (
    await db().execute<{ body: unknown }>(
      sql`select body from webhook_deliveries where webhook_id = ${hooks[0]} order by seq`,
    )
  ).rows.map((r) => JSON.stringify(r.body));
  const targets = await Promise.all(hooks.map((h) => loadTarget(h)));
  t = performance.now();
  await Promise.all(
    targets.map((target) =>
      mapBounded(bodies, PARALLEL_PER_WEBHOOK, (body) => postSigned(target!, body, {})),
    ),
  );
  const bareS = (performance.now() - t) / 1000;
  const engine = databaseUrl ? "postgres" : "pglite";
  console.log(
    JSON.stringify({
      target: "webhook_deliveries",
      engine,
      deliveries: total,
      product_per_s: Math.round(total / productS),
      bare_http_per_s: Math.round(total / bareS),
      goal_per_s: 2000,
      met: engine === "postgres" ? total / productS >= 2000 : "goal is for PostgreSQL",
    }),
  );
  for (const r of receivers) r.server.close();
  await stopJobs();
  await closeDatabase();
  if (admin && databaseUrl) await dropDatabase(admin, databaseUrl);
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}

void main();
