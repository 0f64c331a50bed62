import { and, eq, ne } from "drizzle-orm";
import { campaigns, fundingInstruments, lineItems } from "@/lib/db/schema";
import { recordHistory } from "../kernel/history";
import { memoInTx } from "../kernel/write-scope";
import { lockedActiveCount } from "../kernel/active-count";
import type { Tx } from "@/lib/db/client";
import { AdsError } from "../kernel/errors";
import { defineResource } from "../kernel/define-resource";
import { baseRecord } from "../kernel/record-base";
import type { RowOf } from "../kernel/table-types";
import { campaignRecordSchema, type CampaignRecord } from "./record";
import { bool } from "../kernel/fields";
import type { AdsCtx } from "../kernel/context";
import { campaignCreate, campaignUpdate } from "./schema";
import { checkActiveBudget, checkNoLineItemBudgets } from "./rules";

/** Types whose spend is not prepaid: a daily budget is required there (document 2, POST campaigns). */
const DAILY_BUDGET_REQUIRED = new Set(["CREDIT_CARD", "CREDIT_LINE", "AGENCY_CREDIT_LINE"]);

/** effective_status and servability, derived from the stored status: never stored twice. */
export function campaignRecord(row: RowOf<typeof campaigns>): CampaignRecord {
  const status = row.entity_status;
  const reasons =
    status === "PAUSED" ? ["PAUSED_BY_ADVERTISER"] : status === "DRAFT" ? ["INCOMPLETE"] : [];
  // Object.assign, not a spread: fields added after a spread take a slow path in V8 (half the CPU of a 1,000-row list).
  return Object.assign(baseRecord(row), {
    name: row.name,
    funding_instrument_id: row.funding_instrument_id,
    budget_optimization: row.budget_optimization,
    daily_budget_amount_local_micro: row.daily_budget_amount_local_micro ?? null,
    total_budget_amount_local_micro: row.total_budget_amount_local_micro ?? null,
    standard_delivery: row.standard_delivery ?? null,
    duration_in_days: row.duration_in_days ?? null,
    frequency_cap: row.frequency_cap ?? null,
    purchase_order_number: row.purchase_order_number ?? null,
    entity_status: status,
    effective_status: status === "ACTIVE" ? "RUNNING" : status,
    servable: reasons.length === 0,
    reasons_not_servable: reasons,
    currency: row.currency,
  });
}

/**
 * The active-campaign limit (200 by default, raised per account up to 8,000). The account row is
 * locked first, so two processes creating at once cannot both pass the count.
 */
async function checkActiveLimit(tx: Tx, ctx: AdsCtx, excludeId?: string) {
  const counted = await lockedActiveCount(tx, campaigns, ctx.account.id, excludeId);
  const { active, accountLimit } = counted;
  if (active >= accountLimit) {
    throw AdsError.tooMany(
      "TOO_MANY_CAMPAIGNS",
      `This account already has ${active} active campaigns, its limit (${accountLimit}); pause one, create this one as PAUSED or DRAFT, or ask for the limit to be raised (up to 8,000).`,
      "entity_status",
    );
  }
}

export const campaignsResource = defineResource({
  name: "campaigns",
  table: campaigns,
  record: campaignRecordSchema,
  actions: { read: "campaigns.read", write: "campaigns.write" },
  batch: { max: 40 },
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
      if (input.entity_status === "ACTIVE") await checkActiveLimit(tx, ctx);
      const standard =
        input.standard_delivery ?? (input.budget_optimization === "CAMPAIGN" ? true : null);
      return { ...input, standard_delivery: standard, currency: fi.currency };
    },
  },
  update: {
    schema: campaignUpdate,
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
      if (input.entity_status === "ACTIVE" && row.entity_status !== "ACTIVE")
        await checkActiveLimit(tx, ctx, row.id);
      // standard_delivery exists only under CAMPAIGN optimisation (default true there), drafts included.
      if (merged.budget_optimization === "LINE_ITEM") return { ...input, standard_delivery: null };
      return merged.standard_delivery == null ? { ...input, standard_delivery: true } : input;
    },
  },
  // Deleting a campaign deletes its line items too (they could never serve again, and would keep
  // counting toward the account's active line item limit).
  remove: {
    cascade: async (tx, ctx, row) => {
      const children = await tx
        .update(lineItems)
        .set({ deleted: true, updated_at: new Date() })
        .where(and(eq(lineItems.campaign_id, row.id), eq(lineItems.deleted, false)))
        .returning();
      for (const child of children) {
        await recordHistory(tx, {
          accountId: ctx.account.id,
          userId: ctx.userId,
          entityType: "LINE_ITEM",
          entityId: child.id,
          changeType: "DELETE",
          before: { ...child, deleted: false },
          after: child,
        });
      }
    },
  },
  toRecord: campaignRecord,
});
