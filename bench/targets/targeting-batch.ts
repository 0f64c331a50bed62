import {
  AGE_BUCKETS,
  GENDERS,
  INTERESTS,
  KEYWORD_TYPES,
  LANGUAGES,
  LOCATIONS,
  PLATFORMS,
} from "@/lib/targeting/values";
import { preflight, request, type LoadOptions, type Target } from "../load";
import { productLatency } from "../latency-scenario";
import type { Scenario } from "../scenario";
import { BASE, signed, parse, fixtureOf } from "./ads-shared";

/** Issue 11: a 500-item targeting batch (the batch's maximum) under 500 ms p99 on PostgreSQL. */
const ITEMS = 500;
const MAX_P99_MS = 500;
const OPTS: LoadOptions = {
  connections: 1,
  warmupSeconds: 0,
  durationSeconds: 0,
  requests: 20,
  warmupRequests: 3,
};
// Types that may be exclusions (NE); every seventh item of these is one.
const EXCLUDABLE = /^(LOCATION|INTEREST|.*_KEYWORD)$/;
// One fresh line item per request (warm-up and pre-flight included).
const LINE_ITEMS = 1 + (OPTS.warmupRequests ?? 0) + (OPTS.requests ?? 0);

/**
 * 500 Create items of mixed types, all valid on an empty line item: one age bucket and gender, a few
 * platforms, 40 languages, 150 locations, 150 interests and the rest keywords of the four match types.
 */
function criteria(lineItemId: string): Record<string, unknown>[] {
  const pick = (list: readonly { targeting_value: string }[], n: number, type: string) =>
    list.slice(0, n).map((v) => ({ type, value: v.targeting_value }));
  const fixed = [
    ...pick(AGE_BUCKETS, 1, "AGE"),
    ...pick(GENDERS, 1, "GENDER"),
    ...pick(PLATFORMS, 3, "PLATFORM"),
    ...pick(LANGUAGES, 40, "LANGUAGE"),
    ...pick(LOCATIONS, 150, "LOCATION"),
    ...pick(INTERESTS, 150, "INTEREST"),
  ];
  const keywords = Array.from({ length: ITEMS - fixed.length }, (_, i) => ({
    type: KEYWORD_TYPES[i % KEYWORD_TYPES.length],
    value: `bench word${i} shoes`,
  }));
  return [...fixed, ...keywords].map(({ type, value }, i) => ({
    operation_type: "Create",
    params: {
      line_item_id: lineItemId,
      targeting_type: type,
      targeting_value: value,
      operator_type: i % 7 === 6 && EXCLUDABLE.test(type) ? "NE" : "EQ",
    },
  }));
}

/** A signed JSON batch of the bench's batch account, answered 200 with `n` records. */
function batchTarget(accountId: string, resource: string, body: () => string, n: number): Target {
  return {
    name: `targeting_batch setup (${resource})`,
    method: "POST",
    path: `${BASE}/batch/accounts/${accountId}/${resource}`,
    headers: signed("POST"),
    body,
    check: (status, text) => {
      const data = parse(text)?.data;
      return status === 200 && Array.isArray(data) && data.length === n
        ? null
        : `expected 200 with ${n} records`;
    },
  };
}

/** A campaign and LINE_ITEMS paused line items, made through the interface before the run. */
async function freshLineItems(env: Parameters<Scenario["measure"]>[0]): Promise<string[]> {
  const { batchAccountId, batchFundingInstrumentId } = fixtureOf(env);
  const ids = async (t: Target) => {
    const res = await request(env.product.baseUrl, t, env.creds);
    const problem = t.check(res.status, res.body, env.creds);
    if (problem)
      throw new Error(`${t.name}: ${problem} (got ${res.status} ${res.body.slice(0, 500)})`);
    return (parse(res.body)!.data as { id: string }[]).map((r) => r.id);
  };
  const create = (params: Record<string, unknown>) => ({ operation_type: "Create", params });
  const [campaignId] = await ids(
    batchTarget(
      batchAccountId,
      "campaigns",
      () =>
        JSON.stringify([
          create({
            funding_instrument_id: batchFundingInstrumentId,
            name: `Targeting bench ${Date.now()}`,
            entity_status: "PAUSED",
            daily_budget_amount_local_micro: 10_000_000,
          }),
        ]),
      1,
    ),
  );
  const future = new Date(Date.now() + 30 * 86_400_000).toISOString();
  const lineItem = (i: number) =>
    create({
      campaign_id: campaignId,
      name: `Targeting bench line item ${i}`,
      objective: "WEBSITE_CLICKS",
      product_type: "PROMOTED_POSTS",
      placements: ["ALL_ON_SVC"],
      start_time: future,
      entity_status: "PAUSED",
    });
  const body = () => JSON.stringify(Array.from({ length: LINE_ITEMS }, (_, i) => lineItem(i)));
  return ids(batchTarget(batchAccountId, "line_items", body, LINE_ITEMS));
}

/** 5. 500 targeting criteria created in one batch on a line item without any, one request at a time. */
export const targetingBatch: Scenario = {
  name: "targeting_batch",
  ads: { big: false },
  async measure(env) {
    const { batchAccountId } = fixtureOf(env);
    const lineItems = await freshLineItems(env);
    let n = 0;
    const target: Target = {
      ...batchTarget(batchAccountId, "targeting_criteria", () => "", ITEMS),
      name: "targeting_batch",
      body: () => JSON.stringify(criteria(lineItems[n++ % lineItems.length])),
    };
    await preflight(env.product.baseUrl, target, env.creds);
    return productLatency(env, target, OPTS, {
      title: `A batch of ${ITEMS} targeting criteria creates (mixed types) on a fresh line item, sequential`,
      request: `POST ${target.path} (JSON array of ${ITEMS} Create items)`,
      maxP99Ms: MAX_P99_MS,
      setup: { accountId: batchAccountId, items: ITEMS, lineItems: LINE_ITEMS },
    });
  },
};
