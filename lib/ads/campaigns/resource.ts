import { and, eq, ne } from "drizzle-orm";
import { campaigns, fundingInstruments } from "@/lib/db/schema";
import { memoInTx } from "../../ads-kernel/write-scope";
import { AdsError } from "../../ads-kernel/errors";
import { defineResource } from "../../ads-kernel/define-resource";
import { campaignRecordSchema } from "./record";
import { campaignRecord } from "./to-record";
import { bool } from "../../ads-kernel/fields";
import { campaignCreate, campaignUpdate } from "./schema";
import { checkActiveBudget, checkNoLineItemBudgets } from "./rules";
import { budgetChanged } from "../delivery/stops";
import * as ex from "@/lib/ads/example-ids";

/** Types whose spend is not prepaid: a daily budget is required there (document 2, POST campaigns). */
const DAILY_BUDGET_REQUIRED = new Set(["CREDIT_CARD", "CREDIT_LINE", "AGENCY_CREDIT_LINE"]);

export const campaignsResource = defineResource({
  name: "campaigns",
  table: campaigns,
  exampleId: ex.CAMPAIGN_ID,
  record: campaignRecordSchema,
  actions: { read: "campaigns.read", write: "campaigns.write" },
  batch: { max: 40 },
  // 200 by default, raised per account up to 8,000 (kept on the account row, locked while counting).
  limits: [
    {
      per: "account",
      activeOnly: true,
      max: (account) => Number(account.max_active_campaigns),
      code: "TOO_MANY_CAMPAIGNS",
      message: (n, max) =>
        `This account already has ${n} active campaigns, its limit (${max}); pause one, create this one as PAUSED or DRAFT, or ask for the limit to be raised (up to 8,000).`,
    },
  ],
  list: {
    sortable: ["created_at", "updated_at", "name", "entity_status"],
    idFilters: { campaign_ids: "id", funding_instrument_ids: "funding_instrument_id" },
    q: "name",
    // The record is derived from the row alone (no clock, no other table): list pages may reuse it.
    cacheRecords: true,
    // DRAFT campaigns are listed only with with_draft=true (document 2, campaign states).
    extra: {
      shape: { with_draft: bool().default(false) },
      where: (p, cols) => (p.with_draft ? undefined : ne(cols.entity_status, "DRAFT")),
    },
  },
  create: {
    schema: campaignCreate,
    refused: [
      { param: "daily_budget_amount_local_micro", value: "ten" },
      { param: "entity_status", value: "RUNNING" },
      { param: "standard_delivery", value: "maybe" },
      { param: "name", value: "x".repeat(256) },
    ],
    example: {
      funding_instrument_id: ex.FUNDING_INSTRUMENT_ID,
      name: "Spring sale",
      daily_budget_amount_local_micro: 5_000_000,
    },
    prepare: async (tx, ctx, input) => {
      const fiId = input.funding_instrument_id;
      // Once per transaction (a batch of 40 campaigns usually names one funding instrument), and share-locked:
      // deleting the instrument (a FOR UPDATE read, then a check for its campaigns) waits for this
      // transaction, so it cannot commit in between and leave these campaigns on a deleted instrument.
      const fi = await memoInTx(
        tx,
        `fi:${ctx.account.id}:${fiId}`,
        async () =>
          (
            await tx
              .select()
              .from(fundingInstruments)
              .where(
                and(
                  eq(fundingInstruments.id, fiId),
                  eq(fundingInstruments.account_id, ctx.account.id),
                ),
              )
              .limit(1)
              .for("share")
          )[0],
      );
      if (!fi || fi.deleted)
        throw AdsError.invalid(
          "funding_instrument_id",
          `No funding instrument ${fiId} in this account.`,
        );
      if (fi.end_time && fi.end_time.getTime() < Date.now())
        throw AdsError.invalid(
          "funding_instrument_id",
          `Funding instrument ${fiId} ended on ${fi.end_time.toISOString()} and cannot fund new campaigns.`,
        );
      if (
        input.daily_budget_amount_local_micro === undefined &&
        DAILY_BUDGET_REQUIRED.has(fi.type)
      ) {
        throw AdsError.missing(
          "daily_budget_amount_local_micro",
          `daily_budget_amount_local_micro is required for campaigns funded by a ${fi.type}.`,
        );
      }
      checkActiveBudget(input, input);
      const standard =
        input.standard_delivery ?? (input.budget_optimization === "CAMPAIGN" ? true : null);
      return { ...input, standard_delivery: standard, currency: fi.currency };
    },
  },
  update: {
    schema: campaignUpdate,
    example: { name: "Spring sale (paused)", entity_status: "PAUSED" },
    prepare: async (tx, ctx, row, input) => {
      const merged = { ...row, ...input };
      checkActiveBudget(merged, input);
      const daily = merged.daily_budget_amount_local_micro;
      const total = merged.total_budget_amount_local_micro;
      if (daily != null && total != null && daily > total) {
        throw AdsError.invalid(
          "daily_budget_amount_local_micro",
          `daily_budget_amount_local_micro (${daily}) must be at most total_budget_amount_local_micro (${total}).`,
        );
      }
      if (merged.budget_optimization === "LINE_ITEM" && input.standard_delivery !== undefined) {
        throw AdsError.invalid(
          "standard_delivery",
          "standard_delivery is only valid when budget_optimization is CAMPAIGN.",
        );
      }
      if (input.budget_optimization === "CAMPAIGN" && row.budget_optimization !== "CAMPAIGN")
        await checkNoLineItemBudgets(tx, row.id);
      // A stop for want of budget ends with a new budget; the next simulated hour checks it again.
      const values = budgetChanged(input) ? { ...input, delivery_stop: null } : input;
      // standard_delivery exists only under CAMPAIGN optimisation (default true there), drafts included.
      if (merged.budget_optimization === "LINE_ITEM") return { ...values, standard_delivery: null };
      return merged.standard_delivery == null ? { ...values, standard_delivery: true } : values;
    },
  },
  // Deleting a campaign deletes its line items too (they declare it: line-items/resource.ts), since
  // they could never serve again and would keep counting toward the account's active line item limit.
  remove: {},
  toRecord: campaignRecord,
});
