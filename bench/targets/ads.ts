import type { DemoCredentials } from "../../e2e/support/server";
import { BIG_CAMPAIGNS, campaignName, type AdsFixture } from "../ads-data";
import { load, preflight, request, type LoadOptions, type LoadResult, type Target } from "../load";
import { goal, reportLatency } from "../report";
import { DURATION, ratioScenario, type ProductEnv, type Scenario } from "../scenario";
import { signedAuthorization } from "../sign";

/**
 * The advertising interface under load, OAuth 1.0a user context like every third-party caller:
 * one campaign (against a bare baseline doing the same SQL), a 1,000-campaign page, page 1 against
 * page 100 of a 100,000-campaign account, and a 40-item batch create.
 */
const BASE = "/ads/12";

const signed = (method: "GET" | "POST") => (url: string, c: DemoCredentials) => ({
  authorization: signedAuthorization(method, url, {
    consumerKey: c.consumer_key,
    consumerSecret: c.consumer_secret,
    token: c.access_token,
    tokenSecret: c.access_token_secret,
  }),
});

type Envelope = { data?: unknown; next_cursor?: string | null; errors?: unknown };
function parse(body: string): Envelope | null {
  try {
    return JSON.parse(body) as Envelope;
  } catch {
    return null;
  }
}

const fixtureOf = (env: ProductEnv): AdsFixture => {
  if (!env.fixture) throw new Error("the advertising rows were not seeded");
  return env.fixture;
};

/** A signed GET of a campaign list page, checked for its length (and, given, the first campaign's name). */
function listTarget(
  name: string,
  accountId: string,
  query: string,
  expect: { count: number; firstName?: string },
): Target {
  return {
    name,
    method: "GET",
    path: `${BASE}/accounts/${accountId}/campaigns?${query}`,
    headers: signed("GET"),
    check: (status, body) => {
      if (status !== 200) return "expected 200 (a 401 means the request signing is wrong)";
      const data = parse(body)?.data;
      if (!Array.isArray(data)) return "expected a JSON list";
      if (data.length !== expect.count)
        return `expected ${expect.count} campaigns, got ${data.length}`;
      const first = (data[0] as { name?: string } | undefined)?.name;
      return expect.firstName && first !== expect.firstName
        ? `expected the first campaign to be "${expect.firstName}", got "${first}"`
        : null;
    },
  };
}

async function getJson(env: ProductEnv, target: Target): Promise<Envelope> {
  const res = await request(env.product.baseUrl, target, env.creds);
  const problem = target.check(res.status, res.body, env.creds);
  if (problem)
    throw new Error(`${target.name}: ${problem} (got ${res.status} ${res.body.slice(0, 500)})`);
  return parse(res.body)!;
}

/** 1. One campaign by id: the fixed cost of a signed advertising read, beside a baseline doing its SQL. */
export const adsCampaignGet: Scenario = ratioScenario(
  "ads_campaign_get",
  { connections: 50, warmupSeconds: 2, durationSeconds: DURATION },
  async (env) => {
    const { accountId } = fixtureOf(env);
    // The campaign is picked the way a client would: the first one of the list.
    const first = await getJson(
      env,
      listTarget("ads_campaign_get (pick a campaign)", accountId, "count=1", { count: 1 }),
    );
    const campaignId = String((first.data as { id: string }[])[0].id);
    return {
      name: "ads_campaign_get",
      method: "GET",
      path: `${BASE}/accounts/${accountId}/campaigns/${campaignId}`,
      baselineScript: "bench/baseline-server.ts",
      minRatio: 0.5,
      headers: signed("GET"),
      check: (status, body) => {
        if (status !== 200) return "expected 200 (a 401 means the request signing is wrong)";
        const id = (parse(body)?.data as { id?: string } | undefined)?.id;
        return id === campaignId ? null : `expected campaign ${campaignId}`;
      },
    };
  },
  { big: false },
);

const pct = (a: number, b: number) => (b > 0 ? `${((a / b) * 100).toFixed(1)}%` : "?");
const LIST_OPTS: LoadOptions = { connections: 10, warmupSeconds: 2, durationSeconds: DURATION };
const MAX_P99_MS = 100;

/**
 * 2. A page of 1,000 campaigns (the largest count) from an account holding more. Held to its own
 * p99. For information, after it: the product with its record cache off (ADS_RECORD_CACHE_SIZE=0:
 * every request decodes and serializes the 1,000 rows, as after a change to each of them), and a bare
 * node:http server doing the same SQL and JSON: what the machine itself allows for 530 kB answers.
 */
export const adsCampaignList: Scenario = {
  name: "ads_campaign_list",
  ads: { big: false },
  async measure(env) {
    const { accountId, accountCampaigns } = fixtureOf(env);
    const target: Target = {
      ...listTarget("ads_campaign_list", accountId, "count=1000", { count: 1000 }),
      baselineScript: "bench/baseline-server.ts",
    };
    await preflight(env.product.baseUrl, target, env.creds);
    console.log(`${target.name}: product server (pid ${env.product.pid}) under load ...`);
    const result = await load(env.product, target, env.creds, LIST_OPTS);
    const peakRssMb = env.product.peakRssMb();
    return async ({ startBaseline, startProductWith }) => {
      const uncached = await startProductWith({ ADS_RECORD_CACHE_SIZE: "0" });
      await preflight(uncached.baseUrl, target, env.creds);
      console.log(
        `${target.name}: product server without record cache (pid ${uncached.pid}) under load (for information) ...`,
      );
      const cold = await load(uncached, target, env.creds, LIST_OPTS);
      await uncached.stop();
      const baseline = await startBaseline(target.baselineScript!);
      await preflight(baseline.baseUrl, target, env.creds);
      console.log(
        `${target.name}: baseline server (pid ${baseline.pid}) under load (for information) ...`,
      );
      const bare = await load(baseline, target, env.creds, LIST_OPTS);
      await baseline.stop();
      return reportLatency(
        env.outDir,
        { ...env.run, options: LIST_OPTS },
        {
          name: target.name,
          title: `A list of 1,000 campaigns from an account holding ${accountCampaigns.toLocaleString("en-US")}`,
          rows: [
            { label: "product", request: `GET ${target.path}`, result },
            {
              label: "no cache",
              request: "the product with ADS_RECORD_CACHE_SIZE=0 (for information; no target)",
              result: cold,
            },
            {
              label: "baseline",
              request: "the same SQL and JSON on bare node:http (for information; no target)",
              result: bare,
            },
          ],
          goals: [goal("product p99", result.p99Ms, "<", MAX_P99_MS, " ms")],
          notes: [
            `  (req/s against the baseline: product ${pct(result.reqPerSec, bare.reqPerSec)}, without record cache ${pct(cold.reqPerSec, bare.reqPerSec)})`,
          ],
          peakRssMb,
          setup: { accountId, campaignsInAccount: accountCampaigns },
        },
      );
    };
  },
};

const PAGE_COUNT = 100;
const FAR_PAGE = 100;
const PAGES_OPTS: LoadOptions = {
  connections: 10,
  warmupSeconds: 2,
  durationSeconds: Math.max(3, Math.round(DURATION / 2)),
};
const MAX_FAR_PAGE_RATIO = 1.2;

/** 3. Keyset pagination: page 100 of a 100,000-campaign account should cost what page 1 costs. */
export const adsCampaignPages: Scenario = {
  name: "ads_campaign_pages",
  ads: { big: true },
  async measure(env) {
    const accountId = fixtureOf(env).bigAccountId;
    if (!accountId) throw new Error("the 100,000-campaign account was not seeded");
    // Walk the cursor from page 1 to page 100 once, as a client would: the cursor is opaque.
    const started = Date.now();
    let cursor: string | null | undefined;
    for (let page = 1; page < FAR_PAGE; page++) {
      const query = `count=${PAGE_COUNT}` + (cursor ? `&cursor=${encodeURIComponent(cursor)}` : "");
      const body = await getJson(
        env,
        listTarget(`ads_campaign_pages (walk, page ${page})`, accountId, query, {
          count: PAGE_COUNT,
          firstName: campaignName((page - 1) * PAGE_COUNT + 1),
        }),
      );
      cursor = body.next_cursor;
      if (!cursor) throw new Error(`ads_campaign_pages: page ${page} has no next_cursor`);
    }
    const walkMs = Date.now() - started;
    const first = listTarget("ads_campaign_pages", accountId, `count=${PAGE_COUNT}`, {
      count: PAGE_COUNT,
      firstName: campaignName(1),
    });
    const far = listTarget(
      "ads_campaign_pages",
      accountId,
      `count=${PAGE_COUNT}&cursor=${encodeURIComponent(cursor!)}`,
      {
        count: PAGE_COUNT,
        firstName: campaignName((FAR_PAGE - 1) * PAGE_COUNT + 1),
      },
    );
    const rows: { label: string; request: string; result: LoadResult }[] = [];
    for (const [label, target] of [
      ["page 1", first],
      [`page ${FAR_PAGE}`, far],
    ] as const) {
      await preflight(env.product.baseUrl, target, env.creds);
      console.log(
        `${target.name} (${label}): product server (pid ${env.product.pid}) under load ...`,
      );
      rows.push({
        label,
        request: `GET ${target.path.replace(/cursor=[^&]+/, `cursor=<page ${FAR_PAGE}>`)}`,
        result: await load(env.product, target, env.creds, PAGES_OPTS),
      });
    }
    const peakRssMb = env.product.peakRssMb();
    const [p1, p100] = rows.map((r) => r.result);
    const ratio = p1.meanLatencyMs > 0 ? p100.meanLatencyMs / p1.meanLatencyMs : Infinity;
    return async () =>
      reportLatency(
        env.outDir,
        { ...env.run, options: PAGES_OPTS },
        {
          name: "ads_campaign_pages",
          title: `Page 1 and page ${FAR_PAGE} (count=${PAGE_COUNT}) of an account with ${BIG_CAMPAIGNS.toLocaleString("en-US")} campaigns`,
          rows,
          goals: [
            goal(
              `page ${FAR_PAGE} mean latency / page 1 mean latency`,
              ratio * 100,
              "<=",
              MAX_FAR_PAGE_RATIO * 100,
              "%",
            ),
          ],
          notes: [
            `  (walking the cursor to page ${FAR_PAGE} took ${walkMs} ms for ${FAR_PAGE - 1} requests, one at a time)`,
          ],
          peakRssMb,
          setup: {
            accountId,
            campaigns: BIG_CAMPAIGNS,
            count: PAGE_COUNT,
            farPage: FAR_PAGE,
            walkMs,
            farPageCursor: cursor,
          },
        },
      );
  },
};

const BATCH_ITEMS = 40;
const BATCH_OPTS: LoadOptions = {
  connections: 1,
  warmupSeconds: 0,
  durationSeconds: 0,
  requests: 50,
  warmupRequests: 5,
};

/** 4. A full campaign batch (40 creates, all-or-nothing), one at a time, on an account of its own. */
export const adsCampaignBatch: Scenario = {
  name: "ads_campaign_batch",
  ads: { big: false },
  async measure(env) {
    const { batchAccountId, batchFundingInstrumentId } = fixtureOf(env);
    let n = 0;
    const tag = Date.now().toString(36);
    const target: Target = {
      name: "ads_campaign_batch",
      method: "POST",
      path: `${BASE}/batch/accounts/${batchAccountId}/campaigns`,
      headers: signed("POST"),
      // PAUSED, so the account's active-campaign limit never applies; every name unique.
      body: () => {
        n++;
        return JSON.stringify(
          Array.from({ length: BATCH_ITEMS }, (_, i) => ({
            operation_type: "Create",
            params: {
              funding_instrument_id: batchFundingInstrumentId,
              name: `Bench batch ${tag} #${n}.${i + 1}`,
              entity_status: "PAUSED",
              daily_budget_amount_local_micro: 10_000_000,
            },
          })),
        );
      },
      check: (status, body) => {
        if (status !== 200) return "expected 200";
        const data = parse(body)?.data;
        return Array.isArray(data) && data.length === BATCH_ITEMS
          ? null
          : `expected ${BATCH_ITEMS} created campaigns`;
      },
    };
    await preflight(env.product.baseUrl, target, env.creds);
    console.log(`${target.name}: product server (pid ${env.product.pid}) under load ...`);
    const result = await load(env.product, target, env.creds, BATCH_OPTS);
    const peakRssMb = env.product.peakRssMb();
    return async () =>
      reportLatency(
        env.outDir,
        { ...env.run, options: BATCH_OPTS },
        {
          name: target.name,
          title: `A batch of ${BATCH_ITEMS} campaign creates (PAUSED), sequential`,
          rows: [
            {
              label: "product",
              request: `POST ${target.path} (JSON array of ${BATCH_ITEMS} Create items)`,
              result,
            },
          ],
          goals: [
            goal("product p99", result.p99Ms, "<", MAX_P99_MS, " ms"),
            goal("product mean", result.meanLatencyMs, "<", MAX_P99_MS, " ms"),
          ],
          peakRssMb,
          setup: { accountId: batchAccountId, items: BATCH_ITEMS },
        },
      );
  },
};

export const ADS_SCENARIOS: Scenario[] = [
  adsCampaignGet,
  adsCampaignList,
  adsCampaignPages,
  adsCampaignBatch,
];
