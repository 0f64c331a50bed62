import { and, eq, inArray } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { lineItems, targetingCriteria } from "@/lib/db/schema";
import { targetingAccess, type TargetingRefusal } from "@/lib/audiences/access";
import type { AdsCtx } from "../../ads-kernel/context";
import { AdsError, type AdsErrorItem } from "../../ads-kernel/errors";

/** Why the copy is refused, per way the audience was lost, and what the advertiser can do about it. */
const REMOVE = "Remove that criterion from the original first.";
const WHY: Record<TargetingRefusal["why"], [string, string]> = {
  not_shared: [
    "is no longer shared with this account (its owner revoked the permission)",
    `Ask the owner to share it again, or remove that criterion from the original first.`,
  ],
  deleted: ["was deleted", REMOVE],
  missing: ["does not exist", REMOVE],
  not_targetable: ["is not targetable now", "Wait until it is, or remove that criterion first."],
};

/**
 * Issue 11 and document 3 (permissions): after a revoke the running line items keep their audience,
 * but copying a line item (or a campaign) that targets it is refused. Every CUSTOM_AUDIENCE criterion
 * of the line items being copied must pass THE targeting rule (lib/audiences/access.ts targetingAccess,
 * the one new criteria pass): one error item per lost audience, naming it (by the criterion's name,
 * which the account already sees), why it is lost and the line items that target it. Checked before
 * anything is written; the criteria's own create path checks the same rule again as it copies them.
 */
export async function refuseLostAudiences(
  tx: Tx,
  ctx: AdsCtx,
  lineItemIds: string[],
  parameter: "line_item_id" | "campaign_id",
): Promise<void> {
  if (!lineItemIds.length) return;
  const t = targetingCriteria;
  const rows = await tx
    .select({
      line: t.line_item_id,
      lineName: lineItems.name,
      audience: t.targeting_value,
      name: t.name,
    })
    .from(t)
    .innerJoin(lineItems, eq(lineItems.id, t.line_item_id))
    .where(
      and(
        inArray(t.line_item_id, lineItemIds),
        eq(t.targeting_type, "CUSTOM_AUDIENCE"),
        eq(t.deleted, false),
      ),
    );
  const byAudience = new Map<string, { name: string; lines: Set<string> }>();
  for (const r of rows) {
    const entry = byAudience.get(r.audience) ?? { name: r.name, lines: new Set<string>() };
    entry.lines.add(r.lineName ? `'${r.lineName}' (${r.line})` : r.line);
    byAudience.set(r.audience, entry);
  }
  const items: AdsErrorItem[] = [];
  for (const [id, { name, lines }] of byAudience) {
    const reach = await targetingAccess(tx, ctx.account.id, id);
    if ("access" in reach) continue;
    const [lost, advice] = WHY[reach.why];
    const why =
      reach.why === "not_targetable"
        ? `${lost} (${reach.audience.reasons_not_targetable.join(", ") || "processing"})`
        : lost;
    const targeting = [...lines].sort();
    const whom = `line item${targeting.length > 1 ? "s" : ""} ${targeting.join(", ")}`;
    items.push({
      code: "CUSTOM_AUDIENCE_NOT_TARGETABLE",
      message: `Custom audience '${name}' (${id}) ${why}; a line item targeting it cannot be copied (${whom} ${targeting.length > 1 ? "target" : "targets"} it). ${advice}`,
      parameter,
    });
  }
  const [first, ...rest] = items;
  if (first) throw new AdsError([first, ...rest]);
}
