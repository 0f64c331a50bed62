import { load, preflight, type LoadOptions, type Target } from "../load";
import { goal, reportLatency } from "../report";
import type { Scenario } from "../scenario";
import { BASE, signed, parse, fixtureOf, MAX_P99_MS } from "./ads-shared";

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
        env.out,
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
