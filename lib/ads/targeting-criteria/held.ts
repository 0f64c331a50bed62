import { and, eq } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { targetingCriteria } from "@/lib/db/schema";
import type { CheckedCriterion } from "@/lib/targeting/criterion";
import { liveRows } from "../../ads-kernel/batch-rows";

type Held = { id: string; targeting_value: string; operator_type: string };

/**
 * What the line item already holds of the new criterion's value (any operator) and, for AGE, its
 * bucket. In a batch, from the line item's live criteria read once (the batch's own items included,
 * kernel/batch-rows.ts); alone, each from one entry of the (line_item_id, targeting_type,
 * targeting_value) index.
 */
export async function heldLike(
  tx: Tx,
  lineItemId: string,
  c: CheckedCriterion,
): Promise<{ same?: Held; age?: Held }> {
  const rows = await liveRows(tx, targetingCriteria, "line_item_id", lineItemId);
  if (rows) {
    const find = (type: string, value?: string): Held | undefined => {
      for (const r of rows.values())
        if (r.targeting_type === type && (value === undefined || r.targeting_value === value))
          return {
            id: r.id,
            targeting_value: String(r.targeting_value),
            operator_type: String(r.operator_type),
          };
      return undefined;
    };
    return {
      same: find(c.targeting_type, c.targeting_value),
      age: c.targeting_type === "AGE" ? find("AGE") : undefined,
    };
  }
  const t = targetingCriteria;
  const live = and(eq(t.line_item_id, lineItemId), eq(t.deleted, false));
  const cols = { id: t.id, targeting_value: t.targeting_value, operator_type: t.operator_type };
  const [same] = await tx
    .select(cols)
    .from(t)
    .where(
      and(live, eq(t.targeting_type, c.targeting_type), eq(t.targeting_value, c.targeting_value)),
    )
    .limit(1);
  const [age] =
    c.targeting_type === "AGE"
      ? await tx
          .select(cols)
          .from(t)
          .where(and(live, eq(t.targeting_type, "AGE")))
          .limit(1)
      : [];
  return { same, age };
}
