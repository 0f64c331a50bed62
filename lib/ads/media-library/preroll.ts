import { and, eq } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { accountMedia } from "@/lib/db/schema";
import { newId } from "@/lib/crypto/tokens";
import { recordHistory } from "../../ads-kernel/history";
import type { AdsCtx } from "../../ads-kernel/context";

/** AMPLIFY_VIDEO added to a library becomes PREROLL account media (document 3), once per account and key. */
export async function prerollFor(tx: Tx, ctx: AdsCtx, key: string, now: Date): Promise<void> {
  const live = await tx
    .select({ id: accountMedia.id })
    .from(accountMedia)
    .where(
      and(
        eq(accountMedia.account_id, ctx.account.id),
        eq(accountMedia.media_key, key),
        eq(accountMedia.deleted, false),
      ),
    );
  if (live.length) return;
  const row = { media_key: key, creative_type: "PREROLL", deleted: false };
  const id = newId();
  await tx
    .insert(accountMedia)
    .values({ id, account_id: ctx.account.id, ...row, created_at: now, updated_at: now });
  await recordHistory(tx, {
    accountId: ctx.account.id,
    userId: ctx.userId,
    entityType: "ACCOUNT_MEDIA",
    entityId: id,
    changeType: "CREATE",
    before: null,
    after: row,
  });
}
