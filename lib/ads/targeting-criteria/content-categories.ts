import { and, eq } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { targetingCriteria } from "@/lib/db/schema";
import { CONTENT_CATEGORIES } from "@/lib/targeting/values";
import { AdsError } from "../../ads-kernel/errors";

/**
 * Content categories are targeted only through IAB_CATEGORY criteria for all of their IAB categories
 * (document 2). So an IAB category is targetable when some content category lists it, and the IAB
 * criteria a line item holds must be whole content categories: each one covered by a content
 * category whose IAB categories are all there. A batch may create (or delete) them one item at a time;
 * the set is checked when the write is done (kernel/write-scope.ts checkBeforeCommit).
 */
export function iabTargetable(id: string): string | undefined {
  if (CONTENT_CATEGORIES.some((c) => c.iab_categories.includes(id))) return undefined;
  return `IAB category ${id} belongs to no content category, so it cannot be targeted; GET content_categories lists the content categories and their IAB categories.`;
}

/** The first held IAB category not inside a whole content category, with what it lacks. */
export function partialContentCategory(held: ReadonlySet<string>): string | undefined {
  for (const id of held) {
    const holders = CONTENT_CATEGORIES.filter((c) => c.iab_categories.includes(id));
    if (holders.some((c) => c.iab_categories.every((x) => held.has(x)))) continue;
    const nearest = holders.sort(
      (a, b) => missing(a.iab_categories, held).length - missing(b.iab_categories, held).length,
    )[0];
    const lack = nearest ? missing(nearest.iab_categories, held) : [];
    return `IAB category ${id} is targeted only as part of a whole content category: "${nearest?.name}" (${nearest?.id}) needs ${nearest?.iab_categories.join(", ")}; missing ${lack.join(", ")}. Create (or delete) its IAB_CATEGORY criteria together in one batch (POST batch/accounts/:account_id/targeting_criteria).`;
  }
  return undefined;
}

const missing = (ids: readonly string[], held: ReadonlySet<string>) =>
  ids.filter((x) => !held.has(x));

export async function checkWholeContentCategories(tx: Tx, lineItemId: string): Promise<void> {
  const t = targetingCriteria;
  const rows = await tx
    .select({ v: t.targeting_value })
    .from(t)
    .where(
      and(
        eq(t.line_item_id, lineItemId),
        eq(t.targeting_type, "IAB_CATEGORY"),
        eq(t.deleted, false),
      ),
    );
  const problem = partialContentCategory(new Set(rows.map((r) => r.v)));
  if (problem) throw AdsError.invalid("targeting_value", problem);
}
