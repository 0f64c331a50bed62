import type { CreativeType } from "@/lib/db/schema";

/**
 * What one simulated hour of one account reads (loaded by lib/ads/delivery/load.ts) and writes: the
 * model (hour.ts) is a pure function from the one to the other.
 */
export type Money = {
  daily: number | null;
  total: number | null;
  /** Spent in all, and on the account's local day of this hour. */
  spent: number;
  daySpent: number;
  /** Pace the day's budget over the day (standard_delivery), or spend as fast as people allow. */
  standard: boolean;
};

export type FundingIn = { id: string; currency: string; remaining: number | null };

export type CampaignIn = Money & {
  id: string;
  fundingId: string;
  /** budget_optimization CAMPAIGN: its line items share its budget, paced at its level. */
  sharedBudget: boolean;
  frequencyCap: number | null;
  durationDays: number | null;
};

export type CreativeIn = {
  type: CreativeType;
  id: string;
  /** A promoted post's post (the original, for a repost): its public counts take the paid engagement. */
  postId?: string;
  video: boolean;
  card: boolean;
  carousel: boolean;
};

export type LineItemIn = Money & {
  id: string;
  campaignId: string;
  objective: string;
  placements: string[];
  bidStrategy: string;
  bidAmount: number | null;
  payBy: string | null;
  frequencyCap: number | null;
  durationDays: number | null;
  startMs: number | null;
  endMs: number | null;
  /** People its targeting reaches (the audience estimate's count). */
  audience: number;
  /** Impressions in the current frequency window, and when that window began. */
  windowStartMs: number | null;
  windowImpressions: number;
  creatives: CreativeIn[];
};

export type HourIn = {
  seed: number;
  hourMs: number;
  /** The account's local hour of day, and the hours of its local day left, this one included. */
  localHour: number;
  hoursLeft: number;
  fundings: FundingIn[];
  campaigns: CampaignIn[];
  lineItems: LineItemIn[];
};

export type Cell = {
  lineItemId: string;
  campaignId: string;
  fundingId: string;
  creativeType: CreativeType;
  creativeId: string;
  placement: string;
  audience: number;
  metrics: Record<string, number>;
};

/** What a line item did this hour: its spend, impressions, and its frequency window after it. */
export type LineItemOut = {
  id: string;
  campaignId: string;
  fundingId: string;
  spent: number;
  impressions: number;
  windowStartMs: number;
  windowImpressions: number;
  /** What the least it can buy costs: one billed event, or one impression when billed per 1,000. */
  unitPrice: number;
};

export type HourOut = { cells: Cell[]; lineItems: LineItemOut[] };
