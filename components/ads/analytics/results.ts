import { costPer, spendOf, type Shown, type Totals } from "./derive";

/**
 * An objective's result: the metric a line item of that objective buys, and its cost. A campaign's
 * line items may have different objectives; its result is theirs only when they all count the same.
 */
/** The metric, its name (one and many) and its cost's name. */
export type ResultKind = {
  metric: Shown;
  one: string;
  many: string;
  cost: string;
  /** The cost is per this many results (1,000 for impressions: CPM). */
  per: number;
};

const kinds = {
  impressions: {
    metric: "impressions",
    one: "impression",
    many: "impressions",
    cost: "CPM",
    per: 1000,
  },
  engagements: {
    metric: "engagements",
    one: "engagement",
    many: "engagements",
    cost: "Cost per engagement",
    per: 1,
  },
  linkClicks: {
    metric: "url_clicks",
    one: "link click",
    many: "link clicks",
    cost: "Cost per link click",
    per: 1,
  },
  appClicks: {
    metric: "app_clicks",
    one: "app click",
    many: "app clicks",
    cost: "Cost per app click",
    per: 1,
  },
  follows: { metric: "follows", one: "follow", many: "follows", cost: "Cost per follow", per: 1 },
  views: { metric: "video_total_views", one: "view", many: "views", cost: "Cost per view", per: 1 },
} as const satisfies Record<string, ResultKind>;

/**
 * What each objective counts as its result. Conversions are not modelled by the simulator, so the
 * website conversions objective counts the link clicks that bring people to the site, and app
 * installs the app clicks that lead to the store.
 */
export const RESULT_BY_OBJECTIVE: Record<string, ResultKind> = {
  REACH: kinds.impressions,
  ENGAGEMENTS: kinds.engagements,
  LEAD_GENERATION: kinds.engagements,
  WEBSITE_CLICKS: kinds.linkClicks,
  WEBSITE_CONVERSIONS: kinds.linkClicks,
  APP_INSTALLS: kinds.appClicks,
  APP_ENGAGEMENTS: kinds.appClicks,
  FOLLOWERS: kinds.follows,
  VIDEO_VIEWS: kinds.views,
  PREROLL_VIEWS: kinds.views,
};

/** The result of line items of these objectives: one kind when they all count the same, else null. */
export function resultKind(objectives: readonly string[]): ResultKind | null {
  const found = new Set(objectives.map((o) => RESULT_BY_OBJECTIVE[o]));
  if (found.size !== 1) return null;
  return [...found][0] ?? null;
}

export type Outcome = { kind: ResultKind; count: number | null; cost: number | null };

/** The result and its cost (micros per `per` results) of totals under a kind; null without a kind. */
export function outcome(t: Totals, kind: ResultKind | null): Outcome | null {
  if (!kind) return null;
  const count = t[kind.metric] ?? null;
  return { kind, count, cost: costPer(spendOf(t), count, kind.per) };
}
