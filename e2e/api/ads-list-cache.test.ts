import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import {
  batch,
  campaign,
  lineItemParams,
  uniq,
  type Ads,
  sandboxSuite,
} from "../support/ads-helpers";

/**
 * List pages are read raw and decoded by the kernel, and campaigns and line items reuse each unchanged
 * row's serialized record (lib/ads-kernel/list-page.ts, record-cache.ts). Whatever path a page took,
 * it must say what GET by id says, and every change must show in the very next page.
 */
let srv: TestServer, ads: Ads, account: string, fi: string;

before(async () => ({ srv, ads, account, fi } = await sandboxSuite()));
after(() => srv?.stop());

type Rec = Record<string, unknown> & { id: string };
const list = async (resource: string, params: Record<string, string | number | boolean> = {}) => {
  const r = await ads.get(`accounts/${account}/${resource}`, { count: 1000, ...params });
  assert.equal(r.status, 200, JSON.stringify(r.body));
  return r.body as { data: Rec[]; next_cursor: string | null; request: unknown };
};
const byId = (records: Rec[], id: string) => records.find((r) => r.id === id);

describe("list pages and GET by id agree", () => {
  test("campaigns, line items and funding instruments: every listed record is the record GET returns, keys in the same order", async () => {
    const c = await campaign(ads, account, fi, {
      total_budget_amount_local_micro: 90_000_000,
      purchase_order_number: 'PO "7" \\ é',
    });
    const li = await ads.post(
      `accounts/${account}/line_items`,
      lineItemParams(c.id) as Record<string, string>,
    );
    assert.equal(li.status, 201, JSON.stringify(li.body));
    for (const [resource, id] of [
      ["campaigns", c.id],
      ["line_items", li.body.data.id],
      ["funding_instruments", fi],
    ] as const) {
      // Twice: the first page fills the cache, the second is served from it.
      for (const round of [1, 2]) {
        const listed = byId((await list(resource)).data, id);
        const got = (await ads.get(`accounts/${account}/${resource}/${id}`)).body.data as Rec;
        assert.deepEqual(listed, got, `${resource} round ${round}`);
        assert.deepEqual(
          Object.keys(listed!),
          Object.keys(got),
          `${resource} key order, round ${round}`,
        );
      }
    }
  });

  test("a page served twice is the same page, cursor included", async () => {
    for (let i = 0; i < 3; i++) await campaign(ads, account, fi);
    const first = await list("campaigns", { count: 2 });
    const again = await list("campaigns", { count: 2 });
    assert.deepEqual(again, first);
    assert.ok(first.next_cursor, "more than two campaigns: a cursor");
    const next = await list("campaigns", { count: 2, cursor: first.next_cursor! });
    assert.deepEqual(await list("campaigns", { count: 2, cursor: first.next_cursor! }), next);
    assert.ok(
      !next.data.some((r) => first.data.some((f) => f.id === r.id)),
      "the second page starts after the first",
    );
  });
});

describe("a change shows in the next page", () => {
  test("update, delete and batch update, each right after a cached page", async () => {
    const c = await campaign(ads, account, fi);
    await list("campaigns");
    await list("campaigns");

    const renamed = uniq("Renamed");
    assert.equal(
      (
        await ads.put(`accounts/${account}/campaigns/${c.id}`, {
          name: renamed,
          entity_status: "PAUSED",
        })
      ).status,
      200,
    );
    const afterUpdate = byId((await list("campaigns")).data, c.id)!;
    assert.equal(afterUpdate.name, renamed);
    assert.equal(afterUpdate.entity_status, "PAUSED");
    assert.deepEqual(afterUpdate.reasons_not_servable, ["PAUSED_BY_ADVERTISER"]);

    const r = await batch(ads, account, "campaigns", [
      {
        operation_type: "Update",
        params: {
          campaign_id: c.id,
          entity_status: "ACTIVE",
          daily_budget_amount_local_micro: 7_000_000,
        },
      },
    ]);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const afterBatch = byId((await list("campaigns")).data, c.id)!;
    assert.equal(afterBatch.entity_status, "ACTIVE");
    assert.equal(afterBatch.daily_budget_amount_local_micro, 7_000_000);

    assert.equal((await ads.delete(`accounts/${account}/campaigns/${c.id}`)).status, 200);
    assert.equal(
      byId((await list("campaigns")).data, c.id),
      undefined,
      "a deleted campaign leaves the page",
    );
    const withDeleted = byId((await list("campaigns", { with_deleted: true })).data, c.id)!;
    assert.equal(withDeleted.deleted, true);
  });

  test("deleting a campaign deletes its line items, and the line item page says so at once", async () => {
    const c = await campaign(ads, account, fi);
    const li = await ads.post(
      `accounts/${account}/line_items`,
      lineItemParams(c.id) as Record<string, string>,
    );
    assert.equal(li.status, 201, JSON.stringify(li.body));
    await list("line_items", { with_deleted: true });
    await list("line_items", { with_deleted: true });
    assert.equal((await ads.delete(`accounts/${account}/campaigns/${c.id}`)).status, 200);
    assert.equal(
      byId((await list("line_items", { with_deleted: true })).data, li.body.data.id)!.deleted,
      true,
    );
  });
});
