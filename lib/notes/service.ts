import { and, eq, isNull } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { newId } from "@/lib/crypto/tokens";
import { notes, users } from "@/lib/db/schema";
import { engagedPost } from "@/lib/engagement/posts-of";
import { ServiceProblem } from "@/lib/http/problems";
import { now } from "@/lib/time/clock";
import { checkDailyCreates } from "./limits";
import type { NoteInfo } from "./schema";
import { claimOpinionScore } from "./score";
import { requireNoteWriter } from "./writers";

/** The reference's refusal of a second note on one post, word for word. */
export const ALREADY_NOTED = "User already created a note for this post.";

export type DayQuota = { limit: number; remaining: number; reset: number };

/**
 * A note by `writerId` on the post: the post must be live and someone else's (a repost stands for
 * its original), the writer has no live note on it yet, and has created fewer than the day's cap.
 * The writer's row is locked first, so two creates at once cannot both pass either rule.
 * `parameter` is what the caller named the post by (post_id).
 */
export async function createNote(
  writerId: string,
  postId: string,
  info: NoteInfo,
  parameter = "post_id",
): Promise<{ id: string; day: DayQuota }> {
  await requireNoteWriter(writerId);
  return db().transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, writerId)).for("update");
    const post = await engagedPost(tx, postId, parameter);
    if (post.user_id === writerId)
      throw new ServiceProblem(
        "InvalidRequest",
        `${parameter} names your own post; notes are written on other people's posts.`,
        parameter,
        postId,
      );
    const [existing] = await tx
      .select({ id: notes.id })
      .from(notes)
      .where(and(live(writerId), eq(notes.post_id, post.id)))
      .limit(1);
    if (existing) throw new ServiceProblem("DuplicateNoteFailed", ALREADY_NOTED, parameter, postId);
    const day = await checkDailyCreates(tx, writerId);
    const id = newId();
    const at = now();
    await tx.insert(notes).values({
      id,
      writer_id: writerId,
      post_id: post.id,
      text: info.text,
      classification: info.classification,
      misleading_tags: info.misleading_tags,
      trustworthy_sources: info.trustworthy_sources,
      is_media_note: info.is_media_note,
      claim_opinion_score: claimOpinionScore(info.text, post.text),
      status_changed_at: at,
      created_at: at,
    });
    return { id, day };
  });
}

const live = (writerId: string) => and(eq(notes.writer_id, writerId), isNull(notes.deleted_at));

/**
 * The writer deletes one of their notes: it leaves their list and frees the post for another note.
 * Someone else's note is refused; a note that does not exist (or is already deleted) is not found.
 */
export async function deleteNote(writerId: string, noteId: string): Promise<void> {
  await requireNoteWriter(writerId);
  const [row] = await db()
    .select({ writer: notes.writer_id, deleted: notes.deleted_at })
    .from(notes)
    .where(eq(notes.id, noteId))
    .limit(1);
  if (!row || row.deleted)
    throw new ServiceProblem(
      "ResourceNotFound",
      `There is no note with id ${noteId}.`,
      "id",
      noteId,
    );
  if (row.writer !== writerId)
    throw new ServiceProblem(
      "NotAuthorized",
      "Only the note's writer may delete it.",
      "id",
      noteId,
    );
  await db()
    .update(notes)
    .set({ deleted_at: now() })
    .where(and(eq(notes.id, noteId), isNull(notes.deleted_at)));
}

/** claim_opinion_score of a drafted text on a live post (lib/notes/score.ts). */
export async function evaluateNote(
  userId: string,
  postId: string,
  noteText: string,
): Promise<number> {
  await requireNoteWriter(userId);
  const post = await db().transaction((tx) => engagedPost(tx, postId, "post_id"));
  return claimOpinionScore(noteText, post.text);
}
