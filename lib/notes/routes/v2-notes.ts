import { z } from "zod";
import { defineV2Route } from "@/lib/http/route";
import { createNote, deleteNote, evaluateNote } from "../service";
import { evaluateBody, noteCreateBody } from "../schema";
import { noteChanger, noteReader } from "./credential";
import { EXAMPLE_NOTE, EXAMPLE_POST, noteId } from "./kit";

const created = z.object({ data: z.object({ id: z.string() }) });
const scored = z.object({ data: z.object({ claim_opinion_score: z.number() }) });
const exampleText =
  "This photo was taken in 2019, not this week: https://example.org/archive/2019-bridge";

/** The reference evaluates a draft at two paths; both answer the same. */
function evaluateRoute(path: string) {
  return defineV2Route({
    method: "POST",
    path,
    summary:
      "Scores a drafted note against its post: claim_opinion_score, 0 (a sourced claim) to 1 (an opinion).",
    credential: noteReader,
    body: evaluateBody,
    response: scored,
    errors: ["NotAuthorized", "ResourceNotFound", "TooManyRequests"],
    example: {
      body: { post_id: EXAMPLE_POST, note_text: exampleText },
      response: { data: { claim_opinion_score: 0.218 } },
      isolated: "ResourceNotFound",
    },
    handler: async ({ caller, body }) => ({
      data: { claim_opinion_score: await evaluateNote(caller.id, body.post_id, body.note_text) },
    }),
  });
}

/**
 * Community notes' changes (FACTS "Community notes"): only note writers, within the notes limits
 * (lib/notes/limits.ts); the rules are the service's (lib/notes/service.ts).
 */
export const NOTE_WRITE_ROUTES = [
  defineV2Route({
    method: "POST",
    path: "/2/notes",
    summary:
      "Writes a test community note on a post: one per writer and post, with a URL to a source.",
    credential: noteChanger,
    body: noteCreateBody,
    response: created,
    status: 201,
    errors: ["NotAuthorized", "ResourceNotFound", "DuplicateNoteFailed", "TooManyRequests"],
    example: {
      body: {
        test_mode: true,
        post_id: EXAMPLE_POST,
        info: {
          text: exampleText,
          classification: "misinformed_or_potentially_misleading",
          misleading_tags: ["missing_important_context"],
          trustworthy_sources: true,
        },
      },
      response: { data: { id: EXAMPLE_NOTE } },
      isolated: "ResourceNotFound",
    },
    handler: async ({ c, caller, body }) => {
      const { id, day } = await createNote(caller.id, body.post_id, body.info);
      c.header("x-user-limit-24hour-limit", String(day.limit));
      c.header("x-user-limit-24hour-remaining", String(day.remaining));
      c.header("x-user-limit-24hour-reset", String(day.reset));
      return { data: { id } };
    },
  }),
  evaluateRoute("/2/evaluate_note"),
  evaluateRoute("/2/notes/evaluate"),
  defineV2Route({
    method: "DELETE",
    path: "/2/notes/:id",
    summary: "Deletes one of the writer's notes (its post may then be noted again).",
    credential: noteChanger,
    params: z.object({ id: noteId }),
    response: z.object({ data: z.object({ deleted: z.boolean() }) }),
    errors: ["NotAuthorized", "ResourceNotFound", "TooManyRequests"],
    example: {
      params: { id: EXAMPLE_NOTE },
      response: { data: { deleted: true } },
      isolated: "ResourceNotFound",
    },
    handler: async ({ caller, params }) => {
      await deleteNote(caller.id, params.id);
      return { data: { deleted: true } };
    },
  }),
];
