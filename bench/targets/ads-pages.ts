import { BIG_CAMPAIGNS, campaignName } from "../ads-data";
import { load, preflight, type LoadOptions, type LoadResult } from "../load";
import { goal, reportLatency } from "../report";
import { DURATION, type Scenario } from "../scenario";
import { fixtureOf, listTarget, getJson } from "./ads-shared";

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
        env.out,
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
