import { and, desc, eq, gte, isNull, lte, ne, notExists, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { notes, posts } from "@/lib/db/schema";
import { nowMs } from "@/lib/time/clock";

export type NoteRow = typeof notes.$inferSelect;
export type PostRow = typeof posts.$inferSelect;
type Page = { max_results: number; pagination_token: number };

/** How far back a post is eligible for notes. */
export const ELIGIBLE_DAYS = 7;

/** The writer's live notes, newest first; one row more than the page says whether another follows. */
export async function notesWritten(writerId: string, page: Page): Promise<NoteRow[]> {
  return db()
    .select()
    .from(notes)
    .where(and(eq(notes.writer_id, writerId), isNull(notes.deleted_at)))
    .orderBy(desc(notes.created_at), desc(notes.id))
    .offset(page.pagination_token)
    .limit(page.max_results + 1);
}

/**
 * Posts eligible for the writer's notes, newest first: live posts on timelines (not reposts, not
 * promoted-only, with text) by other users, of the last ELIGIBLE_DAYS, that the writer has no live
 * note on yet.
 */
export async function eligiblePosts(writerId: string, page: Page): Promise<PostRow[]> {
  const until = new Date(nowMs());
  const since = new Date(nowMs() - ELIGIBLE_DAYS * 86_400_000);
  const noted = db()
    .select({ one: sql`1` })
    .from(notes)
    .where(
      and(eq(notes.post_id, posts.id), eq(notes.writer_id, writerId), isNull(notes.deleted_at)),
    );
  return db()
    .select()
    .from(posts)
    .where(
      and(
        eq(posts.deleted, false),
        eq(posts.nullcast, false),
        isNull(posts.repost_of_id),
        ne(posts.user_id, writerId),
        ne(posts.text, ""),
        gte(posts.created_at, since),
        lte(posts.created_at, until),
        notExists(noted),
      ),
    )
    .orderBy(desc(posts.created_at), desc(posts.id))
    .offset(page.pagination_token)
    .limit(page.max_results + 1);
}
