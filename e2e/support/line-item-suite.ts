import assert from "node:assert/strict";
import { expectError, lineItemParams, snapshot, type Ads, type Params } from "./ads-helpers";

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
