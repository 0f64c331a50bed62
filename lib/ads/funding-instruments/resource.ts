import { and, eq } from "drizzle-orm";
import { campaigns, fundingInstruments } from "@/lib/db/schema";
import { AdsError } from "../../ads-kernel/errors";
import { instantMs, isoOf } from "@/lib/db/decode";
import { defineResource } from "../../ads-kernel/define-resource";
import { baseRecord, iso } from "../../ads-kernel/record-base";
import type { RowOf } from "../../ads-kernel/table-types";
import { fundingRecordSchema, type FundingRecord } from "./record";
import { fundingInstrumentCreate } from "./schema";
import * as ex from "@/lib/ads/example-ids";
import { creditRemaining, isUsedUp } from "../delivery/stops";

const DESCRIPTIONS: Record<string, string> = {
  CREDIT_CARD: "Visa ending in 0650",
  CREDIT_LINE: "Credit line",
  AGENCY_CREDIT_LINE: "Agency credit line",
  INSERTION_ORDER: "Insertion order",
  PARTNER_MANAGED: "Partner managed",
};

/**
 * Funding: what can still be spent (the credit limit, or the funded amount, less what delivery
 * charged), and why an instrument cannot fund (ended, not active, no credit left).
 */
export function fundingRecord(row: RowOf<typeof fundingInstruments>): FundingRecord {
  const credit = row.credit_limit_local_micro ?? null;
  const funded = row.funded_amount_local_micro ?? null;
  const end = row.end_time;
  const remaining = creditRemaining({
    credit_limit_local_micro: credit,
    funded_amount_local_micro: funded,
    spent_local_micro: row.spent_local_micro ?? 0,
  });
  const reasons: string[] = [];
  if (end && instantMs(end) < Date.now()) reasons.push("EXPIRED");
  if (row.entity_status !== "ACTIVE") reasons.push("NOT_ACTIVE");
  if (remaining !== null && isUsedUp(remaining, credit ?? funded ?? 0))
    reasons.push("CREDIT_EXHAUSTED");
  // Object.assign, not a spread: see campaignRecord.
  return Object.assign(baseRecord(row), {
    type: row.type,
    description: row.description,
    currency: row.currency,
    credit_limit_local_micro: credit,
    funded_amount_local_micro: funded,
    credit_remaining_local_micro: remaining,
    able_to_fund: reasons.length === 0,
    reasons_not_able_to_fund: reasons,
    entity_status: row.entity_status,
    start_time: iso(row.start_time),
    end_time: isoOf(row.end_time),
  });
}

export const fundingInstrumentsResource = defineResource({
  name: "funding_instruments",
  table: fundingInstruments,
  exampleId: ex.FUNDING_INSTRUMENT_ID,
  record: fundingRecordSchema,
  actions: { read: "funding.read", write: "funding.write" },
  list: {
    sortable: ["created_at", "updated_at", "start_time"],
    idFilters: { funding_instrument_ids: "id" },
  },
  create: {
    schema: fundingInstrumentCreate,
    refused: [
      { param: "type", value: "GIFT_CARD" },
      { param: "start_time", value: "yesterday" },
      { param: "credit_limit_local_micro", value: "12.5" },
      { param: "currency", value: "dollars" },
    ],
    example: {
      type: "CREDIT_LINE",
      currency: "USD",
      start_time: "2026-01-01T00:00:00Z",
      credit_limit_local_micro: 1_000_000_000,
    },
    sandboxOnly: true,
    prepare: async (_tx, _ctx, input) => ({
      ...input,
      description: input.description || (DESCRIPTIONS[input.type] ?? ""),
      entity_status: "ACTIVE",
    }),
  },
  remove: {
    sandboxOnly: true,
    check: async (tx, _ctx, row) => {
      const used = await tx
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(and(eq(campaigns.funding_instrument_id, row.id), eq(campaigns.deleted, false)))
        .limit(1);
      if (used.length)
        throw AdsError.invalid(
          "funding_instrument_id",
          `Funding instrument ${row.id} still funds campaigns (for example ${used[0].id}); delete them first.`,
        );
    },
  },
  toRecord: fundingRecord,
});
