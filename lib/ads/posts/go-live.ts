import { eq } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { adAccounts, scheduledPosts } from "@/lib/db/schema";
import { AdsError } from "../../ads-kernel/errors";
import { checkAttachments } from "./content";
import { insertPost } from "./insert-post";
import { promotableUsers } from "./promotable-users";
import { postsHistory } from "./history";
import { promoteScheduled } from "../scheduled-promoted-posts/go-live";
import { now as clockNow } from "@/lib/time/clock";

/**
 * A due scheduled post goes live (publish-queue.ts holds its row lock): checked again (account, user
 * still promotable, card and media still there, not a duplicate), then the post and SUCCESS (post_id,
 * completed_at), or FAILED with the reason (the code and message), in the caller's transaction.
 */
export type PublishOutcome = "published" | "failed" | "skipped";
type Row = typeof scheduledPosts.$inferSelect;

async function check(tx: Tx, row: Row): Promise<void> {
  const [account] = await tx
    .select({ deleted: adAccounts.deleted })
    .from(adAccounts)
    .where(eq(adAccounts.id, row.account_id));
  if (!account || account.deleted)
    throw AdsError.of("ACCOUNT_NOT_FOUND", `Account ${row.account_id} was deleted.`);
  const users = await promotableUsers(row.account_id, tx);
  if (!users.some((u) => u.user_id === row.user_id))
    throw AdsError.of("INVALID_USER_ID", `User ${row.user_id} is no longer a promotable user.`);
  await checkAttachments(tx, row.account_id, row);
}

export async function goLive(tx: Tx, row: Row): Promise<PublishOutcome> {
  const now = clockNow();
  const system = { accountId: row.account_id, userId: null };
  let outcome: Partial<Row>;
  try {
    await check(tx, row);
    const post = await insertPost(tx, {
      user_id: row.user_id,
      account_id: row.account_id,
      text: row.text,
      card_uri: row.card_uri,
      media_keys: row.media_keys,
      nullcast: row.nullcast,
      name: row.name,
      scheduled_post_id: row.id,
    });
    await postsHistory(tx, system, "POST", null, post);
    // Its scheduled promoted posts become promoted posts in this transaction (document 2).
    await promoteScheduled(tx, system, row.id, post.id);
    outcome = { scheduled_status: "SUCCESS", post_id: post.id };
  } catch (err) {
    if (!(err instanceof AdsError)) throw err;
    outcome = { scheduled_status: "FAILED", reason: `${err.items[0].code}: ${err.message}` };
  }
  const [after] = await tx
    .update(scheduledPosts)
    .set({ ...outcome, completed_at: now, updated_at: now })
    .where(eq(scheduledPosts.id, row.id))
    .returning();
  await postsHistory(tx, system, "SCHEDULED_POST", row, after);
  return after.scheduled_status === "SUCCESS" ? "published" : "failed";
}
