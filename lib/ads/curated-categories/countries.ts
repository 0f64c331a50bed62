import { and, eq } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { targetingCriteria } from "@/lib/db/schema";
import { findValue } from "@/lib/targeting/values";

/**
 * The countries a line item targets: those of its included (EQ) LOCATION criteria, each value's
 * country_code (a region or city counts for its country). Empty when it targets no location, which
 * means everywhere.
 */
export async function targetedCountries(tx: Tx, lineItemId: string): Promise<string[]> {
  const rows = await tx
    .select({ value: targetingCriteria.targeting_value })
    .from(targetingCriteria)
    .where(
      and(
        eq(targetingCriteria.line_item_id, lineItemId),
        eq(targetingCriteria.targeting_type, "LOCATION"),
        eq(targetingCriteria.operator_type, "EQ"),
        eq(targetingCriteria.deleted, false),
      ),
    );
  const codes = rows.map((r) => findValue("LOCATION", r.value)?.country_code);
  return [...new Set(codes.filter((c): c is string => typeof c === "string"))];
}
