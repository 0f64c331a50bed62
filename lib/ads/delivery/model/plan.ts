import { auction, billingOf, type Auction } from "./market";
import { cappedImpressions, frequencyOf } from "./frequency";
import { dayBudget, DIURNAL, hourAllowance } from "./pacing";
import { keyed, normal, uniform } from "./random";
import {
  accountRatesOf,
  fatigueAt,
  placementReach,
  ratesOf,
  statsPlacement,
  type Rates,
} from "./rates";
import { DAY_MS, flightShare, HOUR_MS } from "./time";
import type { CampaignIn, CreativeIn, FundingIn, HourIn, LineItemIn, Money } from "./types";

/**
 * Impressions a person's day holds for one line item that wins every auction on every placement:
 * a few ads of one advertiser a day at most (people see about 20 promoted posts a day from all of them).
 */
export const PER_PERSON_DAY = 0.6;
/** Frequency window without a frequency cap: a week. */
const WINDOW_DAYS = 7;

/** What a line item could do this hour before budgets: the auction, the people, the cost. */
export type Plan = {
  li: LineItemIn;
  campaign: CampaignIn;
  funding: FundingIn;
  placement: string;
  billing: string;
  auction: Auction;
  /** The creatives that can serve, and each one's fixed weight in the impressions (0.6–1.4 by id). */
  creatives: CreativeIn[];
  weights: number[];
  /** Rates of its posts and media creatives, and of its account promotions. */
  rates: Rates;
  accountRates: Rates;
  key: number;
  /** Impressions the audience and the auctions allow (fractional). */
  possible: number;
  /** Micros one impression costs on average (its share of a billed event or of 1,000). */
  perImpression: number;
  /** Micros it asks for: what the impressions would cost, within its own budgets. */
  claim: number;
  windowStartMs: number;
  windowServed: number;
};

/**
 * The hour's market: the clearing price moves ±8 % around the auction's from hour to hour (the
 * other advertisers come and go), never above a MAX or TARGET bid.
 */
function hourly(a: Auction, li: LineItemIn, key: number): Auction {
  const bid = li.bidStrategy !== "AUTO" && li.bidAmount ? li.bidAmount : Infinity;
  return { win: a.win, price: Math.min(bid, a.price * Math.exp(0.08 * normal(key, 2))) };
}

/** Days of the flight left after this hour, or null without an end. */
const daysLeft = (hourMs: number, endMs: number | null) =>
  endMs === null ? null : Math.max(0, endMs - hourMs) / DAY_MS;

/** What an entity may spend this hour: its paced share of the day's budget, within its total. */
export function moneyCap(m: Money, hourIn: HourIn, endMs: number | null, paced: boolean): number {
  const totalLeft = m.total === null ? Infinity : Math.max(0, m.total - m.spent);
  const day = dayBudget(m.daily, m.total, m.spent, m.daySpent, daysLeft(hourIn.hourMs, endMs));
  if (day === null) return totalLeft;
  const today = Math.max(0, day - m.daySpent);
  const hour = paced ? hourAllowance(today, hourIn.localHour, hourIn.hoursLeft, m.standard) : today;
  return Math.min(hour, totalLeft);
}

/** The rates a creative is drawn with: an account promotion's, or its line item's posts'. */
export const ratesFor = (p: Plan, c: CreativeIn): Rates =>
  c.type === "PROMOTED_ACCOUNT" ? p.accountRates : p.rates;

/**
 * An account promotion serves where people can follow (a placement on the platform), on a line item
 * billing impressions or engagements: billed per link or app click it has nothing to bill, so it
 * would bid nothing per impression and win no auction.
 */
const servesAccounts = (billing: string, placements: readonly string[]) =>
  (billing === "IMPRESSION" || billing === "ENGAGEMENT") &&
  (!placements.length ||
    placements.some((p) => p !== "PUBLISHER_NETWORK" && !p.startsWith("TAP_")));

export function planLineItem(
  hourIn: HourIn,
  li: LineItemIn,
  campaign: CampaignIn,
  funding: FundingIn,
): Plan | null {
  const share = flightShare(hourIn.hourMs, li.startMs, li.endMs);
  const placement = statsPlacement(li.placements);
  const billing = billingOf(li.payBy);
  const accounts = servesAccounts(billing, li.placements);
  const creatives = li.creatives.filter((c) => accounts || c.type !== "PROMOTED_ACCOUNT");
  if (share <= 0 || li.audience <= 0 || !creatives.length) return null;
  const key = keyed(hourIn.seed, li.id, hourIn.hourMs / HOUR_MS);
  const won = hourly(
    auction(billing, placement, funding.currency, li.bidStrategy, li.bidAmount),
    li,
    key,
  );
  const cap = li.frequencyCap ?? campaign.frequencyCap ?? null;
  const days = (li.frequencyCap ? li.durationDays : campaign.durationDays) ?? WINDOW_DAYS;
  const fresh =
    li.windowStartMs === null || hourIn.hourMs >= li.windowStartMs + Math.max(1, days) * DAY_MS;
  const windowStartMs = fresh ? hourIn.hourMs : li.windowStartMs!;
  const served = fresh ? 0 : li.windowImpressions;
  // Some hours offer more than others: ±15 % around the curve, the same for the same hour.
  const noise = Math.exp(0.15 * normal(key, 1));
  const offered =
    li.audience *
    PER_PERSON_DAY *
    DIURNAL[hourIn.localHour] *
    placementReach(li.placements) *
    won.win *
    share *
    noise;
  const possible = cappedImpressions(li.audience, cap, served, offered);
  const fatigue = fatigueAt(frequencyOf(li.audience, served + possible / 2));
  const rates = ratesOf(li.objective, li.placements, fatigue);
  const accountRates = accountRatesOf(li.placements, fatigue);
  const weights = creatives.map((c) => 0.6 + 0.8 * uniform(keyed(0, c.id), 1));
  // Billed events per impression, averaged over the creatives' weights (exact with one kind).
  const billed = (r: Rates) =>
    billing === "LINK_CLICK" ? r.link : billing === "APP_CLICK" ? r.app : r.engagement;
  const ofAccounts = (sum: number, w: number, i: number) =>
    sum + (creatives[i].type === "PROMOTED_ACCOUNT" ? w : 0);
  const accountShare = weights.reduce(ofAccounts, 0) / weights.reduce((a, b) => a + b, 0);
  const eventRate = billed(rates) * (1 - accountShare) + billed(accountRates) * accountShare;
  const perImpression = billing === "IMPRESSION" ? won.price / 1000 : won.price * eventRate;
  const own = campaign.sharedBudget ? Infinity : moneyCap(li, hourIn, li.endMs, true);
  return {
    li,
    campaign,
    funding,
    placement,
    billing,
    auction: won,
    creatives,
    weights,
    rates,
    accountRates,
    key,
    possible,
    perImpression,
    claim: Math.min(Math.floor(possible * perImpression), own),
    windowStartMs,
    windowServed: served,
  };
}
