import assert from "node:assert/strict";
import { lineItemParams, type Ads, type AnyRecord, type Params } from "./ads-helpers";

/** The targeting suites' calls: a line item to target, criteria made, listed and batched. */
export function targetingCalls(ads: Ads, account: string) {
  const path = `accounts/${account}/targeting_criteria`;
  return {
    path,
    async lineItem(campaignId: string): Promise<string> {
      const r = await ads.post(
        `accounts/${account}/line_items`,
        lineItemParams(campaignId) as Params,
      );
      assert.equal(r.status, 201, JSON.stringify(r.body));
      return r.body.data.id;
    },
    create: (lineItem: string, type: string, value: string, operator?: string) =>
      ads.post(path, {
        line_item_id: lineItem,
        targeting_type: type,
        targeting_value: value,
        ...(operator ? { operator_type: operator } : {}),
      }),
    async made(
      lineItem: string,
      type: string,
      value: string,
      operator?: string,
    ): Promise<AnyRecord> {
      const r = await this.create(lineItem, type, value, operator);
      assert.equal(r.status, 201, JSON.stringify(r.body));
      return r.body.data;
    },
    /** The line item's live criteria as "TYPE value OP", sorted (a "nothing changed" comparison). */
    async held(lineItem: string): Promise<string[]> {
      const r = await ads.get(path, { line_item_ids: lineItem, count: 1000 });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      return (r.body.data as AnyRecord[])
        .map((c) => `${c.targeting_type} ${c.targeting_value} ${c.operator_type}`)
        .sort();
    },
    batch: (ops: { operation_type: string; params: Record<string, unknown> }[]) =>
      ads.post(`batch/${path}`, {}, ops),
  };
}

export const createOp = (
  line_item_id: string,
  targeting_type: string,
  targeting_value: string,
) => ({
  operation_type: "Create",
  params: { line_item_id, targeting_type, targeting_value },
});
