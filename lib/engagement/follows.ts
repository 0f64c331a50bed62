import { and, eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { follows, users } from "@/lib/db/schema";
import { ServiceProblem } from "@/lib/http/problems";
import { now } from "@/lib/time/clock";
import { emitFollow } from "./events";

/**
 * The user follows the target (no approval: every profile here is public, so the answer's
 * pending_follow is always false). Following oneself is refused; following again changes nothing.
 */
export async function follow(userId: string, targetId: string, parameter: string): Promise<void> {
  if (userId === targetId)
    throw new ServiceProblem("InvalidRequest", "A user cannot follow themselves.", parameter);
  await db().transaction(async (tx) => {
    const [target] = await tx.select({ id: users.id }).from(users).where(eq(users.id, targetId));
    if (!target)
      throw new ServiceProblem(
        "ResourceNotFound",
        `There is no user with id ${targetId}.`,
        parameter,
        targetId,
      );
    const added = await tx
      .insert(follows)
      .values({ user_id: userId, target_user_id: targetId, created_at: now() })
      .onConflictDoNothing()
      .returning({ id: follows.target_user_id });
    if (added.length) await emitFollow(tx, "follow", userId, targetId);
  });
}

/** The user stops following the target; not following changes nothing. */
export async function unfollow(userId: string, targetId: string): Promise<void> {
  await db().transaction(async (tx) => {
    const removed = await tx
      .delete(follows)
      .where(and(eq(follows.user_id, userId), eq(follows.target_user_id, targetId)))
      .returning({ id: follows.target_user_id });
    if (removed.length) await emitFollow(tx, "unfollow", userId, targetId);
  });
}
