import { test } from "node:test";
import assert from "node:assert/strict";
import { copiedSummary, type CopyResultRecord } from "./duplicate-model";

const none = {
  targeting_criteria: 0,
  tracking_tags: 0,
  promoted_accounts: 0,
  promoted_posts: 0,
  media_creatives: 0,
  line_item_curated_categories: 0,
};
// Only the fields the summary reads; the records' other fields do not matter to it.
const record = (extra: object) => extra as CopyResultRecord["line_items"][number];
const campaignRecord = (extra: object) => extra as NonNullable<CopyResultRecord["campaign"]>;

test("a line item: its name, paused, what came along with singular and plural nouns", () => {
  const r: CopyResultRecord = {
    campaign: null,
    line_items: [record({ id: "7", name: "Spring (copy)", entity_status: "PAUSED" })],
    copied: { ...none, targeting_criteria: 5, tracking_tags: 1 },
  };
  assert.equal(
    copiedSummary(r),
    "Line item duplicated as “Spring (copy)” (paused). With it: 5 targeting criteria, 1 tracking tag.",
  );
});

test("a draft campaign with no line items says so, with nothing along but the count", () => {
  const r: CopyResultRecord = {
    campaign: campaignRecord({ name: "Launch (copy)", entity_status: "DRAFT" }),
    line_items: [],
    copied: none,
  };
  assert.equal(
    copiedSummary(r),
    "Campaign duplicated as “Launch (copy)” (a draft). With it: 0 line items.",
  );
});
