import type { Db, Tx } from "@/lib/db/client";
import { audienceAccess } from "@/lib/audiences/access";
import { leavesOf, type Group } from "@/lib/audiences/flexible";
import { AdsError } from "../../ads-kernel/errors";
import type { AdsCtx } from "../../ads-kernel/context";

/**
 * The leaves of a flexible tree must be audiences the account may use (access.ts) and not flexible
 * themselves: checked by the create and by the preview alike, with the same messages.
 */
export async function checkLeaves(db: Db | Tx, ctx: AdsCtx, segments: Group) {
  for (const leaf of leavesOf(segments).leaves) {
    const access = await audienceAccess(db, ctx.account.id, leaf.custom_audience_id);
    if (!access)
      throw AdsError.invalid(
        "segments",
        `No custom audience ${leaf.custom_audience_id} is owned by or shared with this account.`,
      );
    if (access.audience.audience_type === "FLEXIBLE")
      throw AdsError.invalid(
        "segments",
        `Custom audience ${leaf.custom_audience_id} is FLEXIBLE; the leaves of a flexible audience are CRM or MOBILE_AUDIENCE audiences.`,
      );
  }
}
