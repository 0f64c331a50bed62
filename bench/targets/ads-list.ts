import { load, preflight, type LoadOptions, type Target } from "../load";
import { goal, reportLatency } from "../report";
import { DURATION, type Scenario } from "../scenario";
import { fixtureOf, listTarget, pct, MAX_P99_MS } from "./ads-shared";

const LIST_OPTS: LoadOptions = { connections: 10, warmupSeconds: 2, durationSeconds: DURATION };

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
        env.out,
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
