import { z } from "zod";
import type { customAudiences } from "@/lib/db/schema";
import { baseRecord, baseRecordShape } from "../../ads-kernel/record-base";
import type { RowOf } from "../../ads-kernel/table-types";

/** A custom audience as answered (document 3), seen from the account asking (permission_level, is_owner). */
export const customAudienceRecord = z.object({
  ...baseRecordShape,
  name: z.string(),
  description: z.string().nullable(),
  audience_type: z.string(),
  targetable: z.boolean(),
  targetable_types: z.array(z.string()),
  reasons_not_targetable: z.array(z.string()),
  permission_level: z.enum(["READ_ONLY", "READ_WRITE"]),
  owner_account_id: z.string(),
  is_owner: z.boolean(),
  partner_source: z.string(),
  audience_size: z.number().int().nullable(),
  segments: z.unknown().nullable().describe("FLEXIBLE only: the boolean tree it was created with"),
});

type Row = RowOf<typeof customAudiences>;

/** The owner's view; reads.ts rewrites permission_level and is_owner for accounts it is shared with. */
export function customAudienceToRecord(r: Row): z.output<typeof customAudienceRecord> {
  return {
    ...baseRecord(r),
    name: r.name,
    description: r.description,
    audience_type: r.audience_type,
    targetable: r.targetable,
    targetable_types: ["CRM", "EXCLUDED_CRM"],
    reasons_not_targetable: r.reasons_not_targetable,
    permission_level: "READ_WRITE",
    owner_account_id: r.account_id,
    is_owner: true,
    partner_source: r.partner_source,
    audience_size: r.audience_size,
    segments: r.segments ?? null,
  };
}
