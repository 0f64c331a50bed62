import type { DemoCredentials } from "../../e2e/support/server";
import { seedAnalytics, type AnalyticsFixture } from "../analytics-data";
import { load, preflight, request, type LoadOptions, type Target } from "../load";
import { goal, reportLatency } from "../report";
import { reportGoals } from "../report-goals";
import { DURATION, type ProductEnv, type Scenario } from "../scenario";
import { BASE, parse, signed, MAX_P99_MS } from "./ads-shared";

/**
 * The analytics interface on PostgreSQL (docs/benchmarks.md, "Analytics"), on an account with 1,000
 * line items and 90 days of hourly facts (bench/analytics-data.ts, seeded once per run):
 * `analytics_stats`: synchronous stats of 20 line items over 7 days by HOUR, 10 connections, p99 <
 * 100 ms (and, for information, the same with the answer cache off); `analytics_job`: asynchronous jobs for the same 20 line items, 90 days by DAY and, as a
 * segmented job may span 45 days at most, the 90 days segmented by AGE in two jobs sent together;
 * each done (SUCCESS seen) in < 10 s.
 */
const OPTS: LoadOptions = { connections: 10, warmupSeconds: 2, durationSeconds: DURATION };
const MAX_JOB_MS = 10_000;
const HOUR = 3_600_000;
const SKIP = "needs PostgreSQL (DATABASE_URL): the goals are PostgreSQL's";

let seeded: Promise<AnalyticsFixture> | undefined;
function fixture(env: ProductEnv): Promise<AnalyticsFixture> {
  seeded ??= (async () => {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: env.databaseUrl });
    await client.connect();
    try {
      console.log("analytics: seeding 1,000 line items with 90 days of hourly facts ...");
      const f = await seedAnalytics(async (t, p) => (await client.query(t, p)).rows, env.creds);
      console.log(`analytics: seeded in ${f.seedSeconds.toFixed(1)} s`, f.storage);
      return f;
    } finally {
      await client.end();
    }
  })();
  return seeded;
}

const iso = (ms: number) => new Date(ms).toISOString().replace(".000Z", "Z");
const query = (q: Record<string, string>) => new URLSearchParams(q).toString();

function statsTarget(f: AnalyticsFixture): Target {
  const q = {
    entity: "LINE_ITEM",
    entity_ids: f.lineItemIds.join(","),
    start_time: iso(f.end - 7 * 24 * HOUR),
    end_time: iso(f.end),
    granularity: "HOUR",
    metric_groups: "ENGAGEMENT,BILLING,VIDEO",
    placement: "ALL_ON_SVC",
  };
  return {
    name: "analytics_stats",
    method: "GET",
    path: `${BASE}/stats/accounts/${f.accountId}?${query(q)}`,
    headers: signed("GET"),
    check: (status, body) => {
      if (status !== 200) return `expected 200, got ${status}`;
      const data = parse(body)?.data as { id_data: { metrics: { impressions: unknown[] } }[] }[];
      if (!Array.isArray(data) || data.length !== 20) return "expected 20 records";
      const series = data[0].id_data[0].metrics.impressions;
      return series?.length === 168 ? null : "expected 168 hourly values";
    },
  };
}

export const analyticsStats: Scenario = {
  name: "analytics_stats",
  async measure(env) {
    if (!env.databaseUrl) {
      console.log(`analytics_stats: skipped, ${SKIP}`);
      return async () => true;
    }
    const f = await fixture(env);
    const target = statsTarget(f);
    await preflight(env.product.baseUrl, target, env.creds);
    console.log(`analytics_stats: product server (pid ${env.product.pid}) under load ...`);
    const result = await load(env.product, target, env.creds, OPTS);
    const peakRssMb = env.product.peakRssMb();
    return async ({ startProductWith }) => {
      // For information: every answer computed (the cache off), as for questions never asked before.
      const uncached = await startProductWith({ ADS_STATS_CACHE_MB: "0" });
      await preflight(uncached.baseUrl, target, env.creds);
      console.log(
        `analytics_stats: product without answer cache (pid ${uncached.pid}) under load ...`,
      );
      const cold = await load(uncached, target, env.creds, OPTS);
      await uncached.stop();
      return reportLatency(
        env.out,
        { ...env.run, options: OPTS },
        {
          name: "analytics_stats",
          title:
            "Synchronous stats: 20 line items, 7 days by HOUR, of an account with 1,000 line items and 90 days of hourly facts",
          rows: [
            { label: "product", request: "GET stats/accounts/:account_id", result },
            {
              label: "no cache",
              request: "the product with ADS_STATS_CACHE_MB=0 (for information; no target)",
              result: cold,
            },
          ],
          goals: [goal("product p99", result.p99Ms, "<", MAX_P99_MS, " ms")],
          peakRssMb,
          setup: { ...f.storage, seedSeconds: f.seedSeconds },
        },
      );
    };
  },
};

async function call(env: ProductEnv, method: "GET" | "POST", path: string, creds: DemoCredentials) {
  const target: Target = { name: "job", method, path, headers: signed(method), check: () => null };
  const r = await request(env.product.baseUrl, target, creds);
  if (r.status !== 200) throw new Error(`${method} ${path}: ${r.status} ${r.body.slice(0, 300)}`);
  return parse(r.body)?.data as Record<string, unknown> & { id: string; status: string };
}

/** Jobs sent together; the time from the first POST until each is seen SUCCESS (polled every 50 ms). */
async function runJobs(env: ProductEnv, f: AnalyticsFixture, asks: Record<string, string>[]) {
  const path = `${BASE}/stats/jobs/accounts/${f.accountId}`;
  const t0 = Date.now();
  const ids = await Promise.all(
    asks.map(async (q) => (await call(env, "POST", `${path}?${query(q)}`, env.creds)).id),
  );
  const done = new Map<string, number>();
  while (done.size < ids.length && Date.now() - t0 < 120_000) {
    const list = (await call(
      env,
      "GET",
      `${path}?job_ids=${ids.join(",")}`,
      env.creds,
    )) as unknown as { id: string; status: string }[];
    for (const j of list) {
      if (j.status === "FAILED") throw new Error(`job ${j.id} FAILED: ${JSON.stringify(j)}`);
      if (j.status === "SUCCESS" && !done.has(j.id)) done.set(j.id, Date.now() - t0);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  if (done.size < ids.length) throw new Error("jobs not done within 120 s");
  return Math.max(...done.values());
}

export const analyticsJob: Scenario = {
  name: "analytics_job",
  async measure(env) {
    if (!env.databaseUrl) {
      console.log(`analytics_job: skipped, ${SKIP}`);
      return async () => true;
    }
    const f = await fixture(env);
    const base = {
      entity: "LINE_ITEM",
      entity_ids: f.lineItemIds.join(","),
      metric_groups: "ENGAGEMENT,BILLING",
      placement: "ALL_ON_SVC",
    };
    console.log(`analytics_job: jobs on ${f.accountId} ...`);
    const [start, middle, end] = [f.start, f.middle, f.end].map(iso);
    const plainMs = await runJobs(env, f, [
      { ...base, granularity: "HOUR", start_time: start, end_time: end },
    ]);
    const segmented = { ...base, granularity: "DAY", segmentation_type: "AGE" };
    const segmentedMs = await runJobs(env, f, [
      { ...segmented, start_time: start, end_time: middle },
      { ...segmented, start_time: middle, end_time: end },
    ]);
    return async () => {
      await reportGoals(env.out, {
        name: "analytics_job",
        title:
          "Asynchronous analytics jobs of 20 line items over 90 days (1,000 line items in the account)",
        engine: env.run.engine,
        header: ["", "done in s"],
        rows: [
          ["90 days by HOUR, one job", (plainMs / 1000).toFixed(2)],
          ["90 days by DAY segmented by AGE, two jobs of 45", (segmentedMs / 1000).toFixed(2)],
        ],
        goals: [
          goal("90-day job done", plainMs, "<", MAX_JOB_MS, " ms"),
          goal("segmented jobs done", segmentedMs, "<", MAX_JOB_MS, " ms"),
        ],
        notes: [
          "  (from the first POST until GET shows SUCCESS; the creation wakes a worker at its commit)",
        ],
        data: { storage: f.storage, plainMs, segmentedMs },
      });
      return true;
    };
  },
};
