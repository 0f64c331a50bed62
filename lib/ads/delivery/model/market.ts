/**
 * The auction a line item enters for each impression: the platform's other advertisers are a
 * market whose clearing price for the line item's billing event (its pay_by) is lognormal around a
 * median; a second-price auction charges the price that cleared, never more than the bid. AUTO bids
 * what keeps it in about 70 % of auctions at a little under the median; MAX bids its amount; TARGET
 * bids up to 20 % above its amount and keeps its average cost at most the target.
 */
const SIGMA = 0.45;
const TARGET_HEADROOM = 1.2;

/** Median clearing prices in US dollar micros: per 1,000 impressions, per click, per engagement. */
const MEDIAN_USD: Record<string, { svc: number; network: number }> = {
  IMPRESSION: { svc: 4_500_000, network: 2_000_000 },
  LINK_CLICK: { svc: 450_000, network: 300_000 },
  ENGAGEMENT: { svc: 1_200_000, network: 800_000 },
  APP_CLICK: { svc: 900_000, network: 600_000 },
};

/** Units of a currency per US dollar (prices scale with it); others price as the dollar. */
const PER_USD: Record<string, number> = {
  USD: 1,
  EUR: 0.92,
  GBP: 0.79,
  JPY: 150,
  CAD: 1.36,
  AUD: 1.52,
  NZD: 1.65,
  CHF: 0.88,
  SEK: 10.5,
  NOK: 10.7,
  DKK: 6.9,
  PLN: 4,
  BRL: 5,
  MXN: 17,
  INR: 83,
  KRW: 1330,
  SGD: 1.35,
  HKD: 7.8,
  ZAR: 18.5,
  TRY: 32,
};

/** pay_by as billed: an unknown or missing one bills impressions. */
export const billingOf = (payBy: string | null): keyof typeof MEDIAN_USD =>
  payBy === "LINK_CLICK" || payBy === "ENGAGEMENT" || payBy === "APP_CLICK" ? payBy : "IMPRESSION";

/** Standard normal distribution function (Abramowitz–Stegun 7.1.26, error below 1.5e-7). */
export function phi(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

export type Auction = {
  /** Share of the auctions for the line item's people that it wins. */
  win: number;
  /** What one billing event costs, in micros of the currency (per 1,000 impressions for IMPRESSION). */
  price: number;
};

export function auction(
  billing: keyof typeof MEDIAN_USD,
  placement: string,
  currency: string,
  strategy: string,
  bid: number | null,
): Auction {
  const usd = MEDIAN_USD[billing];
  const median =
    (placement === "PUBLISHER_NETWORK" ? usd.network : usd.svc) * (PER_USD[currency] ?? 1);
  const lnM = Math.log(median);
  // E[price | price <= b] for a lognormal market, and the share of auctions below b.
  const below = (b: number) => {
    const d = (Math.log(b) - lnM) / SIGMA;
    const win = phi(d);
    const mean = win > 1e-9 ? (median * Math.exp((SIGMA * SIGMA) / 2) * phi(d - SIGMA)) / win : b;
    return { win, price: Math.min(b, mean) };
  };
  if ((strategy === "MAX" || strategy === "TARGET") && bid && bid > 0) {
    if (strategy === "MAX") return below(bid);
    const r = below(bid * TARGET_HEADROOM);
    return { win: r.win, price: Math.min(bid, r.price) };
  }
  // AUTO: the bid that wins AUTO_WIN of the auctions (the market's 70th percentile: d ≈ 0.5244).
  return below(median * Math.exp(0.5244 * SIGMA));
}
