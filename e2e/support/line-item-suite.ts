import assert from "node:assert/strict";
import type { TestServer } from "./server";
import {
  campaign,
  expectError,
  lineItemParams,
  sandboxSuite,
  snapshot,
  type Ads,
  type Params,
} from "./ads-helpers";

/** Line item calls of the rule suites: create under a campaign, expect a record or a refusal. */
export function lineItemCalls(ads: Ads, account: string, campaign: string) {
  const path = (id = "") => `accounts/${account}/line_items${id ? `/${id}` : ""}`;
  const create = (extra: Record<string, unknown> = {}, campaignId = campaign) =>
    ads.post(path(), lineItemParams(campaignId, extra) as Params);
  async function created(extra: Record<string, unknown> = {}, campaignId = campaign) {
    const r = await create(extra, campaignId);
    assert.equal(r.status, 201, JSON.stringify(r.body));
    return r.body.data;
  }
  /** A refused create: the status, code and parameter, and no line item was made. */
  async function refused(extra: Record<string, unknown>, code: string, parameter: string) {
    const before = await snapshot(ads, account, "line_items");
    const err = expectError(await create(extra), 400, code, parameter);
    assert.deepEqual(await snapshot(ads, account, "line_items"), before, "nothing created");
    return err;
  }
  return { path, create, created, refused };
}

/** A line item suite's start: a sandbox account, a funding instrument, a campaign, and its calls. */
export async function lineItemSuite(server?: () => Promise<TestServer>) {
  const suite = await sandboxSuite(server);
  const camp = (await campaign(suite.ads, suite.account, suite.fi)).id;
  return { ...suite, camp, calls: lineItemCalls(suite.ads, suite.account, camp) };
}
