import { and, eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { newId } from "@/lib/crypto/tokens";
import { draftPostViewers, notifications, users } from "@/lib/db/schema";
import type { AdsCtx } from "../../ads-kernel/context";
import { findDraft } from "./drafts";

/**
 * POST draft_posts/preview/:draft_post_id (document 3; FACTS): a notification for the authenticated
 * user (the console shows it) and the right to open the preview, which only users who asked for it
 * have (mayViewDraftPreview; the preview page is a later step).
 */
export const PREVIEW_KIND = "DRAFT_POST_PREVIEW";

export async function requestDraftPreview(ctx: AdsCtx, draftId: string) {
  const [me] = await db()
    .select({ screen_name: users.screenName })
    .from(users)
    .where(eq(users.id, ctx.userId));
  await db().transaction(async (tx) => {
    await findDraft(ctx, draftId, tx);
    const now = new Date();
    await tx
      .insert(draftPostViewers)
      .values({ draft_post_id: draftId, user_id: ctx.userId, created_at: now })
      .onConflictDoNothing();
    await tx.insert(notifications).values({
      id: newId(),
      user_id: ctx.userId,
      kind: PREVIEW_KIND,
      text: `Preview your draft post ${draftId} of account ${ctx.account.id}.`,
      link: `/console/draft-posts/${draftId}/preview?account=${ctx.account.id}`,
      created_at: now,
    });
  });
  return {
    message: `See @${me.screen_name}'s notifications in the svc app to preview your post.`,
  };
}

export async function mayViewDraftPreview(draftId: string, userId: string): Promise<boolean> {
  const rows = await db()
    .select({ u: draftPostViewers.user_id })
    .from(draftPostViewers)
    .where(and(eq(draftPostViewers.draft_post_id, draftId), eq(draftPostViewers.user_id, userId)))
    .limit(1);
  return rows.length > 0;
}
