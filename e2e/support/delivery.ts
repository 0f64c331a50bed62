import assert from "node:assert/strict";
import {
  campaign,
  lineItemParams,
  uniq,
  type Ads,
  type AnyRecord,
  type Params,
} from "./ads-helpers";
import { postOf } from "./attach-helpers";

/**
 * What the delivery suites build: a campaign tree that can serve in a sandbox account (an ACTIVE
 * campaign and line item starting now, a promoted post, targeting), the advance call, and the
 * account's delivery rows read from the database (in process).
 */
export async function servingTree(
  ads: Ads,
  account: string,
  fi: string,
  me: string,
  opts: {
    campaign?: Params;
    lineItem?: Params;
    criteria?: [string, string, ("EQ" | "NE")?][];
    promote?: boolean;
    /** More parameters of the promoted post (media_keys for a video). */
    post?: Params;
  } = {},
): Promise<{ campaign: AnyRecord; lineItem: AnyRecord }> {
  const camp = await campaign(ads, account, fi, {
    daily_budget_amount_local_micro: 50_000_000,
    ...opts.campaign,
  });
  const r = await ads.post(
    `accounts/${account}/line_items`,
    lineItemParams(camp.id, {
      start_time: new Date().toISOString(),
      entity_status: "ACTIVE",
      ...opts.lineItem,
    }) as Params,
  );
  assert.equal(r.status, 201, JSON.stringify(r.body));
  const li = r.body.data;
  for (const [targeting_type, targeting_value, operator_type = "EQ"] of opts.criteria ?? [
    ["LOCATION", "US"],
  ]) {
    const c = await ads.post(`accounts/${account}/targeting_criteria`, {
      line_item_id: li.id,
      targeting_type,
      targeting_value,
      operator_type,
    });
    assert.equal(c.status, 201, JSON.stringify(c.body));
  }
  if (opts.promote !== false) {
    const post = await postOf(ads, account, me, {
      text: uniq("Spring sale https://shop.example.com/spring"),
      ...opts.post,
    });
    const p = await ads.post(`accounts/${account}/promoted_posts`, {
      line_item_id: li.id,
      post_ids: post.id,
    });
    assert.equal(p.status, 201, JSON.stringify(p.body));
  }
  return { campaign: camp, lineItem: li };
}

export async function advance(ads: Ads, account: string, hours: number): Promise<AnyRecord> {
  const r = await ads.post(`accounts/${account}/delivery/advance`, { hours });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body.data;
}

/** The account's facts, segment days, totals and funding instruments, from the database. */
export async function deliveryRows(account: string) {
  const { db } = await import("../../lib/db/client");
  const s = await import("../../lib/db/schema");
  const { eq } = await import("drizzle-orm");
  const d = db();
  return {
    facts: await d.select().from(s.adsMetricHours).where(eq(s.adsMetricHours.account_id, account)),
    segments: await d
      .select()
      .from(s.adsMetricSegmentDays)
      .where(eq(s.adsMetricSegmentDays.account_id, account)),
    totals: await d
      .select()
      .from(s.adsDeliveryTotals)
      .where(eq(s.adsDeliveryTotals.account_id, account)),
    fundings: await d
      .select()
      .from(s.fundingInstruments)
      .where(eq(s.fundingInstruments.account_id, account)),
  };
}

/** Sum of a metric over rows. */
export const sum = <R extends object>(rows: readonly R[], metric: string) =>
  sumBy(rows, () => "", metric).get("") ?? 0;

/** The account history of one entity written in the last hours (delivery writes it at real time). */
export async function historyOf(ads: Ads, account: string, type: string, id: string) {
  const hour = Math.floor(Date.now() / 3_600_000) * 3_600_000;
  const r = await ads.get(`accounts/${account}/account_history`, {
    entity_type: type,
    entity_id: id,
    start_time: new Date(hour - 3_600_000).toISOString(),
    end_time: new Date(hour + 2 * 3_600_000).toISOString(),
    count: 1000,
  });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body.data as AnyRecord[];
}

/** Sums of a metric by a key of the rows. */
export function sumBy<R extends object>(
  rows: readonly R[],
  key: (r: R) => string,
  metric: string,
): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of rows) {
    const v: unknown = Reflect.get(r, metric);
    out.set(key(r), (out.get(key(r)) ?? 0) + Number(v ?? 0));
  }
  return out;
}
