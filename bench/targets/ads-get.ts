import { DURATION, ratioScenario, type Scenario } from "../scenario";
import { BASE, signed, parse, fixtureOf, listTarget, getJson } from "./ads-shared";

/** One campaign by id, signed, beside a bare baseline running the same statements. */
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
