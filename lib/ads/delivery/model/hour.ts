import { charge, cellMetrics } from "./metrics";
import { moneyCap, planLineItem, ratesFor, type Plan } from "./plan";
import { shareOut } from "./pacing";
import { keyed } from "./random";
import type { Cell, HourIn, HourOut, LineItemOut, Money } from "./types";

/**
 * One hour of one account: every servable line item (the loader passes only those whose campaign,
 * funding and status allow it) plans what its audience and auctions allow, its claim on money is
 * cut to its own budgets, then its campaign's, then its funding instrument's credit (each split in
 * proportion when short, rounded down), and what the money buys is drawn as metrics per creative.
 * Pure and deterministic: the same input gives the same output in any process.
 */
export function simulateHour(input: HourIn): HourOut {
  const campaigns = new Map(input.campaigns.map((c) => [c.id, c]));
  const fundings = new Map(input.fundings.map((f) => [f.id, f]));
  const plans: Plan[] = [];
  for (const li of [...input.lineItems].sort((a, b) => (a.id < b.id ? -1 : 1))) {
    const campaign = campaigns.get(li.campaignId);
    const funding = campaign && fundings.get(campaign.fundingId);
    const plan = campaign && funding && planLineItem(input, li, campaign, funding);
    if (plan) plans.push(plan);
  }
  const allowed = allocate(input, plans);
  const cells: Cell[] = [];
  const lineItems: LineItemOut[] = [];
  // The hard limits (a day's budget, a total, the credit), drawn down as the plans are charged in
  // order: a charge may pass an hour's paced allowance by part of a billed event, never these.
  const left = new Map<string, number>();
  const hard = (id: string, m: Money | null, credit?: number | null) => {
    if (!left.has(id)) {
      const day = m && m.daily !== null ? m.daily - m.daySpent : Infinity;
      const total = m && m.total !== null ? m.total - m.spent : Infinity;
      left.set(id, Math.max(0, Math.min(day, total, credit ?? Infinity)));
    }
    return left.get(id)!;
  };
  plans.forEach((p, i) => {
    const ids = [p.li.id, p.campaign.id, p.funding.id];
    const cap = Math.min(
      hard(p.li.id, p.li),
      hard(p.campaign.id, p.campaign),
      hard(p.funding.id, null, p.funding.remaining),
    );
    const { impressions, spent } = realize(p, Math.min(allowed[i], cap), cap, cells);
    for (const id of ids) left.set(id, left.get(id)! - spent);
    lineItems.push({
      id: p.li.id,
      campaignId: p.campaign.id,
      fundingId: p.funding.id,
      spent,
      impressions,
      windowStartMs: p.windowStartMs,
      windowImpressions: p.windowServed + impressions,
      unitPrice: p.billing === "IMPRESSION" ? p.auction.price / 1000 : p.auction.price,
    });
  });
  return { cells, lineItems };
}

/** Each plan's money for the hour: its claim, within its campaign's, then its funding's, caps. */
function allocate(input: HourIn, plans: Plan[]): number[] {
  const out = plans.map((p) => p.claim);
  const group = (keyOf: (p: Plan) => string) => {
    const groups = new Map<string, number[]>();
    plans.forEach((p, i) => {
      const g = groups.get(keyOf(p));
      if (g) g.push(i);
      else groups.set(keyOf(p), [i]);
    });
    return groups;
  };
  for (const idx of group((p) => p.campaign.id).values()) {
    const c = plans[idx[0]].campaign;
    // A shared budget is paced at the campaign; a campaign's budget over its own line items' is a cap.
    const ends = idx.map((i) => plans[i].li.endMs);
    const end = ends.some((e) => e === null) ? null : Math.max(...ends.map(Number));
    const cap = moneyCap(c, input, end, c.sharedBudget);
    shareOut(
      idx.map((i) => out[i]),
      cap,
    ).forEach((v, k) => (out[idx[k]] = v));
  }
  for (const idx of group((p) => p.funding.id).values()) {
    const remaining = plans[idx[0]].funding.remaining;
    if (remaining === null) continue;
    shareOut(
      idx.map((i) => out[i]),
      remaining,
    ).forEach((v, k) => (out[idx[k]] = v));
  }
  return out;
}

/**
 * The impressions `allowance` buys, split over the creatives, drawn and charged cell by cell: billed
 * events past `cap` (the hard limits left) are served and not billed.
 */
function realize(
  p: Plan,
  allowance: number,
  cap: number,
  cells: Cell[],
): { impressions: number; spent: number } {
  if (allowance <= 0) return { impressions: 0, spent: 0 };
  const affordable = p.perImpression > 0 ? allowance / p.perImpression : Infinity;
  const impressions = Math.floor(Math.min(p.possible, affordable));
  if (impressions <= 0) return { impressions: 0, spent: 0 };
  const parts = splitByWeight(impressions, p.weights);
  let left = cap;
  let spent = 0;
  p.creatives.forEach((creative, k) => {
    const n = parts[k];
    if (n <= 0) return;
    const metrics = cellMetrics(n, ratesFor(p, creative), creative, keyed(p.key, creative.id));
    const charged = charge(metrics, p.billing, p.auction.price, left);
    left -= charged;
    spent += charged;
    cells.push({
      lineItemId: p.li.id,
      campaignId: p.campaign.id,
      fundingId: p.funding.id,
      creativeType: creative.type,
      creativeId: creative.id,
      placement: p.placement,
      audience: p.li.audience,
      metrics,
    });
  });
  return { impressions, spent };
}

/** A whole number split in proportion to weights, largest remainders first (the parts add up). */
export function splitByWeight(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => [x - Math.floor(x), i])
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) parts[order[k][1]]++;
  return parts;
}
