import { after, before } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "./server";
import { inProcessServer } from "./in-process";
import { campaign, lineItemParams, sandboxSuite, type Ads, type Params } from "./ads-helpers";
import type { FactTarget } from "./analytics-facts";

/**
 * What the analytics suites share (e2e/app/analytics-*.test.ts): the in-process app, a sandbox
 * account of their own with a funding instrument, the campaigns and line items they write facts for
 * (analytics-facts.ts), and where those facts go.
 */
export const HOUR = 3_600_000;
export const iso = (ms: number) => new Date(ms).toISOString();

/** Filled by node:test's before() of the file that made it, read by its tests after that. */
export class AnalyticsWorld {
  srv!: TestServer;
  ads!: Ads;
  account!: string;
  fi!: string;

  /** A new campaign of the account, on its funding instrument. */
  async campaign(): Promise<string> {
    return (await campaign(this.ads, this.account, this.fi)).id;
  }

  /** A new line item of `campaignId`, counting engagements. */
  async lineItem(campaignId: string): Promise<string> {
    // Cast: lineItemParams' values are the strings a call sends (Params).
    const params = lineItemParams(campaignId, { objective: "ENGAGEMENTS" }) as Params;
    const r = await this.ads.post(`accounts/${this.account}/line_items`, params);
    assert.equal(r.status, 201, JSON.stringify(r.body));
    return r.body.data.id;
  }

  /** Where facts of a promoted post's delivery go: this account and funding instrument. */
  target(
    campaign_id: string,
    line_item_id: string,
    creative_id: string,
    placement: string,
  ): FactTarget {
    return {
      account_id: this.account,
      funding_instrument_id: this.fi,
      campaign_id,
      line_item_id,
      creative_type: "PROMOTED_POST",
      creative_id,
      placement,
    };
  }
}

/**
 * The world, filled before the file's tests, then `setUp` (the file's records and facts) in the same
 * before(): node:test does not wait for one root before() to end before it starts the next.
 */
export function analyticsWorld(setUp: () => Promise<void>): AnalyticsWorld {
  const w = new AnalyticsWorld();
  before(async () => {
    Object.assign(w, await sandboxSuite(inProcessServer));
    await setUp();
  });
  after(() => w.srv?.stop());
  return w;
}
