import { z } from "zod";
import { findValue, isFreeForm, isTargetingType, localizedName } from "@/lib/targeting/values";
import { iso } from "../../ads-kernel/record-base";
import type { targetingCriteria } from "@/lib/db/schema";
import type { RowOf } from "../../ads-kernel/table-types";

/** One targeting criterion as answered (FACTS: the record adds name, and localized_name with lang). */
export const targetingCriterionRecord = z.object({
  id: z.string(),
  line_item_id: z.string(),
  name: z.string(),
  targeting_type: z.string(),
  targeting_value: z.string(),
  operator_type: z.enum(["EQ", "NE"]),
  localized_name: z.string().nullable().optional(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  deleted: z.boolean(),
});
export type TargetingCriterionRecord = z.output<typeof targetingCriterionRecord>;

type CriterionRow = RowOf<typeof targetingCriteria>;

export function criterionRecord(row: CriterionRow): TargetingCriterionRecord {
  return {
    id: row.id,
    line_item_id: row.line_item_id,
    name: row.name,
    targeting_type: row.targeting_type,
    targeting_value: row.targeting_value,
    operator_type: row.operator_type === "NE" ? "NE" : "EQ",
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    deleted: row.deleted,
  };
}

/**
 * With `lang`: the value's name in that language where one is known (countries and languages in any
 * language; every listed value in English), else null; keywords, audiences and users keep their name
 * in every language.
 */
export function withLocalizedName(
  rec: TargetingCriterionRecord,
  lang: string | undefined,
): TargetingCriterionRecord {
  if (!lang) return rec;
  const type = rec.targeting_type;
  if (!isTargetingType(type)) return { ...rec, localized_name: null };
  if (isFreeForm(type)) return { ...rec, localized_name: rec.name };
  const v = findValue(type, rec.targeting_value);
  const localized = v && localizedName(v, lang);
  return { ...rec, localized_name: localized ?? null };
}
