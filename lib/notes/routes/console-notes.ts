import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { z } from "zod";
import { ConsoleRefusal } from "@/lib/auth/console-api-kit";
import { defineConsoleRoute } from "@/lib/auth/console-route";
import { db } from "@/lib/db/client";
import { notes, posts, users } from "@/lib/db/schema";
import { PROBLEM_REASONS, PROBLEM_TYPES, ServiceProblem } from "@/lib/http/problems";
import { eligiblePosts } from "../lists";
import { noteView, toNoteView, NOTE_FIELDS } from "../record";
import { evaluateBody, noteDraftSchema } from "../schema";
import { createNote, deleteNote, evaluateNote } from "../service";
import { isNoteWriter, requireNoteWriter, setNoteWriter } from "../writers";

/** The services' refusals in the console's format, with the status the interface answers them. */
const refusal = (err: unknown) =>
  err instanceof ServiceProblem
    ? new ConsoleRefusal(PROBLEM_TYPES[PROBLEM_REASONS[err.reason]].status, [
        { code: err.reason, message: err.message, parameter: err.parameter },
      ])
    : undefined;

const writer = z.object({ note_writer: z.boolean() });
const eligible = z.object({
  id: z.string(),
  text: z.string(),
  author: z.string(),
  created_at: z.string(),
});
const written = noteView.extend({ post_text: z.string() });

/** Screen names of the users, by id. */
async function namesOf(ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db()
    .select({ id: users.id, name: users.screenName })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * /console-api/notes: the console's community notes page over the same services as /2/notes (the
 * rules are theirs); the writer setting is the profile page's. The console's calls are not counted
 * in the interface's per-user request limit; the day's create cap holds for both.
 */
export const CONSOLE_NOTE_ROUTES = [
  defineConsoleRoute({
    method: "GET",
    path: "/console-api/notes/writer",
    summary: "Whether the signed-in user writes community notes through the API",
    response: writer,
    handler: async ({ userId }) => ({ note_writer: await isNoteWriter(userId) }),
  }),
  defineConsoleRoute({
    method: "PUT",
    path: "/console-api/notes/writer",
    summary: "Turns writing community notes through the API on or off",
    body: z.strictObject({ note_writer: z.boolean() }),
    response: writer,
    handler: async ({ userId, body }) => ({
      note_writer: await setNoteWriter(userId, body.note_writer),
    }),
  }),
  defineConsoleRoute({
    method: "GET",
    path: "/console-api/notes/eligible",
    summary: "Up to 20 posts the writer may write a note on, newest first",
    response: z.array(eligible),
    refusal,
    handler: async ({ userId }) => {
      await requireNoteWriter(userId);
      const rows = (await eligiblePosts(userId, { max_results: 20, pagination_token: 0 })).slice(
        0,
        20,
      );
      const names = await namesOf([...new Set(rows.map((r) => r.user_id))]);
      return rows.map((r) => ({
        id: r.id,
        text: r.text,
        author: names.get(r.user_id) ?? "",
        created_at: r.created_at.toISOString(),
      }));
    },
  }),
  defineConsoleRoute({
    method: "GET",
    path: "/console-api/notes",
    summary: "The signed-in writer's 100 newest notes with their status and post",
    response: z.array(written),
    handler: async ({ userId }) => {
      const rows = await db()
        .select({ note: notes, post_text: posts.text })
        .from(notes)
        .innerJoin(posts, eq(posts.id, notes.post_id))
        .where(and(eq(notes.writer_id, userId), isNull(notes.deleted_at)))
        .orderBy(desc(notes.created_at), desc(notes.id))
        .limit(100);
      return rows.map((r) => ({ ...toNoteView(r.note, NOTE_FIELDS), post_text: r.post_text }));
    },
  }),
  defineConsoleRoute({
    method: "POST",
    path: "/console-api/notes",
    summary: "Writes a test community note (the same rules as POST /2/notes)",
    body: noteDraftSchema,
    response: z.object({ id: z.string() }),
    status: 201,
    refusal,
    handler: async ({ userId, body: { post_id, ...info } }) => ({
      id: (await createNote(userId, post_id, info)).id,
    }),
  }),
  defineConsoleRoute({
    method: "POST",
    path: "/console-api/notes/evaluate",
    summary: "The claim_opinion_score of a drafted note on its post",
    body: evaluateBody,
    response: z.object({ claim_opinion_score: z.number() }),
    refusal,
    handler: async ({ userId, body }) => ({
      claim_opinion_score: await evaluateNote(userId, body.post_id, body.note_text),
    }),
  }),
  defineConsoleRoute({
    method: "DELETE",
    path: "/console-api/notes/:id",
    summary: "Deletes one of the writer's notes",
    response: z.object({ deleted: z.boolean() }),
    refusal,
    handler: async ({ userId, params }) => {
      await deleteNote(userId, params.id);
      return { deleted: true };
    },
  }),
] as const;
