import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { dropDatabase, freshPostgresUrl } from "../../e2e/support/server";

/**
 * The webhook benchmarks' process (bench/webhooks/measure.ts): the product's delivery code in this
 * process on a fresh database (PostgreSQL when DATABASE_URL names a server, else PGlite), loopback
 * receivers, and the demo app's webhooks. Webhooks are written as rows: their CRC is not measured.
 */
export type Receiver = { url: string; server: http.Server; arrivals: Map<string, number> };

/** A receiver answering 200 at once (or never, `silent`), noting when each event id first arrived. */
export async function receiver(silent = false): Promise<Receiver> {
  const arrivals = new Map<string, number>();
  const server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      const id = String(req.headers["x-svc-event-id"] ?? "");
      if (!arrivals.has(id)) arrivals.set(id, Date.now());
      if (!silent) res.writeHead(200).end("ok");
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo; // TCP listener: an AddressInfo
  return { url: `http://127.0.0.1:${port}/hook`, server, arrivals };
}

export type Bench = {
  engine: "postgres" | "pglite";
  /** Where another process attaches to the same data (bench/webhooks/worker.ts). */
  dataDir: string;
  databaseUrl?: string;
  appId: string;
  /** A webhook row of the demo app per receiver. */
  hook: (r: Receiver) => Promise<string>;
  close: () => Promise<void>;
};

/** `workers`: run the job workers here (fan-out and dispatch), or only create the queues. */
export async function openBench(workers: boolean): Promise<Bench> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "svc-bench-webhooks-"));
  const admin = process.env.DATABASE_URL;
  const databaseUrl = admin ? await freshPostgresUrl(admin) : undefined;
  Object.assign(process.env, { DATA_DIR: dataDir, WEBHOOK_ALLOW_INSECURE_URLS: "1" });
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
  const { loadSecretKey } = await import("../../lib/crypto/secret-box");
  const { openDatabase, closeDatabase } = await import("../../lib/db/client");
  const { startJobs, stopJobs } = await import("../../lib/jobs/engine");
  const { seed } = await import("../../lib/platform/seed/seed");
  const { config } = await import("../../lib/config/env");
  const { QUEUES } = await import("../../lib/platform/queues");
  const { demoApp, insertWebhook } = await import("../../e2e/support/webhook-rows");
  loadSecretKey(dataDir, undefined);
  await openDatabase({ dataDir, databaseUrl });
  await startJobs(QUEUES, { workers, pollSeconds: config().jobPollSeconds });
  await seed({ dataDir, publicBaseUrl: "http://localhost" });
  const creds = JSON.parse(fs.readFileSync(path.join(dataDir, "demo-credentials.json"), "utf8"));
  const app = await demoApp({ credentials: creds } as Parameters<typeof demoApp>[0]); // reads only credentials
  const servers: http.Server[] = [];
  return {
    engine: databaseUrl ? "postgres" : "pglite",
    dataDir,
    databaseUrl,
    appId: app.id,
    hook: (r) => {
      servers.push(r.server);
      return insertWebhook(app.id, r.url);
    },
    close: async () => {
      for (const s of servers) s.closeAllConnections();
      for (const s of servers) s.close();
      await stopJobs();
      await closeDatabase();
      if (admin && databaseUrl) await dropDatabase(admin, databaseUrl);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Deliveries of `hooks` still pending. */
export async function pending(hooks: string[]): Promise<number> {
  const { db } = await import("../../lib/db/client");
  const { webhookDeliveries: d } = await import("../../lib/db/schema");
  const { and, count, eq, inArray } = await import("drizzle-orm");
  const [r] = await db()
    .select({ n: count() })
    .from(d)
    .where(and(eq(d.state, "pending"), inArray(d.webhook_id, hooks)));
  return r.n;
}

/** `per` deliveries for each hook, written as rows for test events of the app (dispatch measured alone). */
export async function writeDeliveries(appId: string, hooks: string[], per: number) {
  const { db } = await import("../../lib/db/client");
  const { sql } = await import("drizzle-orm");
  const mark = Date.now().toString(36);
  await db().execute(sql`insert into platform_events (id, kind, payload, test, app_id, occurred_at)
    select gen_random_uuid()::text, 'follow.follow', jsonb_build_object('n', g, 'm', ${mark}::text),
      true, ${appId}, now()
    from generate_series(1, ${per}) g`);
  for (const hook of hooks)
    await db().execute(sql`insert into webhook_deliveries (id, event_id, seq, kind, webhook_id,
        app_id, product, body, next_attempt_at, created_at)
      select gen_random_uuid()::text, id, seq, kind, ${hook}, app_id, 'activity',
        jsonb_build_object('data', jsonb_build_object('event_uuid', id, 'payload', payload)), now(), now()
      from platform_events where app_id = ${appId} and payload->>'m' = ${mark}`);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
