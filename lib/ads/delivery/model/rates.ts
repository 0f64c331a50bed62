/**
 * The model's rates per impression by objective and placement, chosen inside the published ranges
 * docs/delivery.md cites (engagement 1–5 %, link click-through about 0.9 %, display 0.35 %; with
 * the market's prices, market.ts, about $3 a follow). Part of the model: changing a number changes
 * every simulated fact.
 */
export type Rates = {
  /** Every engagement (clicks and social actions) per impression. */
  engagement: number;
  link: number;
  app: number;
  follow: number;
  like: number;
  repost: number;
  reply: number;
  /** Video views (2 s at 50 % in view) per impression of a video creative. */
  view: number;
};

const R = (
  engagement: number,
  link: number,
  app: number,
  follow: number,
  like: number,
  repost: number,
  reply: number,
  view: number,
): Rates => ({ engagement, link, app, follow, like, repost, reply, view });

const WEBSITE = R(0.018, 0.009, 0, 0.0001, 0.003, 0.0006, 0.0003, 0.12);
const BY_OBJECTIVE: Record<string, Rates> = {
  ENGAGEMENTS: R(0.025, 0.004, 0, 0.0003, 0.007, 0.0015, 0.0006, 0.14),
  WEBSITE_CLICKS: WEBSITE,
  WEBSITE_CONVERSIONS: WEBSITE,
  LEAD_GENERATION: WEBSITE,
  APP_INSTALLS: R(0.015, 0.001, 0.008, 0.0001, 0.002, 0.0004, 0.0002, 0.12),
  APP_ENGAGEMENTS: R(0.016, 0.001, 0.007, 0.0001, 0.003, 0.0005, 0.0002, 0.12),
  FOLLOWERS: R(0.012, 0.001, 0, 0.0015, 0.003, 0.0006, 0.0003, 0.12),
  REACH: R(0.01, 0.0015, 0, 0.0001, 0.002, 0.0004, 0.0002, 0.15),
  VIDEO_VIEWS: R(0.012, 0.002, 0, 0.0001, 0.003, 0.0006, 0.0003, 0.25),
  PREROLL_VIEWS: R(0.004, 0.002, 0, 0, 0.0005, 0.0001, 0, 0.45),
};
const DEFAULT = BY_OBJECTIVE.ENGAGEMENTS;
/**
 * An account promotion (a promoted account in timelines, Who to Follow and search), whatever the
 * objective: followed by 0.2 % of the people shown it, its profile opened by 0.25 % (its other
 * clicks); it has no post, so no link, app, like, repost, reply or view. About $1.90 a follow at the
 * market's prices billed per 1,000 impressions, $2.30 billed per engagement: inside $1.73–$4.
 */
const ACCOUNT = R(0.0045, 0, 0, 0.002, 0, 0, 0, 0);

/**
 * How each placement scales the rates (search answers intent; profiles and replies are glanced at)
 * and how much of a person's day of ads it holds. Off the platform (publisher network) there are
 * clicks but no likes, reposts, replies or follows.
 */
const PLACEMENT: Record<string, { rate: number; reach: number; social: boolean }> = {
  ALL_ON_SVC: { rate: 1, reach: 1, social: true },
  SVC_TIMELINE: { rate: 1, reach: 0.75, social: true },
  SVC_SEARCH: { rate: 1.25, reach: 0.12, social: true },
  SVC_PROFILE: { rate: 0.8, reach: 0.08, social: true },
  SVC_REPLIES: { rate: 0.85, reach: 0.1, social: true },
  PUBLISHER_NETWORK: { rate: 0.3, reach: 0.5, social: false },
};
const placementOf = (p: string) =>
  PLACEMENT[p] ?? (p.startsWith("TAP_") ? PLACEMENT.PUBLISHER_NETWORK : PLACEMENT.ALL_ON_SVC);

/** The analytics interface's placement of a line item's placements: on the platform or off it. */
export const statsPlacement = (placements: readonly string[]): string =>
  placements.some((p) => p === "PUBLISHER_NETWORK" || p.startsWith("TAP_"))
    ? "PUBLISHER_NETWORK"
    : "ALL_ON_SVC";

/** The share of a person's ad impressions a line item's placements can hold (at most 1). */
export const placementReach = (placements: readonly string[]): number =>
  Math.min(
    1,
    placements.reduce((s, p) => s + placementOf(p).reach, 0),
  );

/** The rates of an objective on a set of placements, scaled by `fatigue` (1 for a fresh audience). */
export const ratesOf = (objective: string, placements: readonly string[], fatigue: number) =>
  scaled(BY_OBJECTIVE[objective] ?? DEFAULT, placements, fatigue);

/** The rates of an account promotion on a set of placements, scaled by `fatigue`. */
export const accountRatesOf = (placements: readonly string[], fatigue: number) =>
  scaled(ACCOUNT, placements, fatigue);

function scaled(base: Rates, placements: readonly string[], fatigue: number): Rates {
  const ps = placements.length ? placements.map(placementOf) : [PLACEMENT.ALL_ON_SVC];
  const rate = (ps.reduce((s, p) => s + p.rate, 0) / ps.length) * fatigue;
  const social = ps.some((p) => p.social) ? 1 : 0;
  return {
    engagement: base.engagement * rate,
    link: base.link * rate,
    app: base.app * rate,
    follow: base.follow * rate * social,
    like: base.like * rate * social,
    repost: base.repost * rate * social,
    reply: base.reply * rate * social,
    view: base.view * Math.min(1, rate),
  };
}

/**
 * Diminishing returns: each impression beyond the first a person sees in the frequency window is
 * engaged with less (ad fatigue), 1 / (1 + 0.15 · (f − 1)) at an average frequency f.
 */
export const fatigueAt = (frequency: number): number => 1 / (1 + 0.15 * Math.max(0, frequency - 1));

/** Video quartiles and watch times as shares of the step before (views ≥ 25 % ≥ 50 % …). */
export const VIDEO_STEPS = {
  views25: 0.62,
  views50: 0.72,
  views75: 0.78,
  views100: 0.8,
  s3full: 0.5,
  s6: 0.55,
  s15of6: 0.5,
};

/** Impressions that stay 50 % in view for a second (qualified impressions), per impression. */
export const QUALIFIED_SHARE = 0.82;
