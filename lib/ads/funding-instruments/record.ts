import { z } from "zod";
import { baseRecordShape, micro } from "../../ads-kernel/record-base";

/** A funding instrument as the interface answers it (FACTS, "records": funding_instrument). */
export const fundingRecordSchema = z.object({
  ...baseRecordShape,
  type: z.string(),
  description: z.string(),
  currency: z.string(),
  credit_limit_local_micro: micro().nullable(),
  funded_amount_local_micro: micro().nullable(),
  credit_remaining_local_micro: micro().nullable(),
  able_to_fund: z.boolean(),
  reasons_not_able_to_fund: z.array(z.string()).describe("EXPIRED, NOT_ACTIVE, CREDIT_EXHAUSTED"),
  entity_status: z.string(),
  start_time: z.iso.datetime(),
  end_time: z.iso.datetime().nullable(),
});
export type FundingRecord = z.output<typeof fundingRecordSchema>;
