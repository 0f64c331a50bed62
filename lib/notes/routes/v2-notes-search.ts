import { z } from "zod";
import { defineV2Route } from "@/lib/http/route";
import { nameList, pageOf, pageParams } from "@/lib/http/v2-params";
import { POST_FIELDS, postViews, postViewSchema, selectedFields } from "@/lib/engagement/post-view";
import { eligiblePosts, notesWritten } from "../lists";
import { NOTE_FIELDS, noteFieldsOf, noteView, toNoteView } from "../record";
import { noteReader } from "./credential";
import { EXAMPLE_NOTE, EXAMPLE_POST, testMode } from "./kit";

const meta = z.object({
  result_count: z.number().int(),
  newest_id: z.string().optional(),
  oldest_id: z.string().optional(),
  next_token: z.string().optional(),
});

/** newest_id and oldest_id of a page of ids (numeric strings), as post lists answer them. */
function bounds(ids: string[]) {
  if (!ids.length) return {};
  const n = ids.map((id) => BigInt(id));
  return {
    newest_id: n.reduce((a, b) => (b > a ? b : a)).toString(),
    oldest_id: n.reduce((a, b) => (b < a ? b : a)).toString(),
  };
}

/** The notes interface's lists: the writer's notes, and the posts they may write one on. */
export const NOTE_SEARCH_ROUTES = [
  defineV2Route({
    method: "GET",
    path: "/2/notes/search/notes_written",
    summary: "The writer's notes, newest first, with their status (note.fields picks more).",
    credential: noteReader,
    params: z.object({
      test_mode: testMode,
      ...pageParams(100, 10),
      "note.fields": nameList(NOTE_FIELDS),
    }),
    response: z.object({ data: z.array(noteView).optional(), meta }),
    errors: ["NotAuthorized", "TooManyRequests"],
    example: {
      params: { test_mode: "true", max_results: "10", "note.fields": "info,status,test_result" },
      response: {
        data: [{ id: EXAMPLE_NOTE, post_id: EXAMPLE_POST, status: "needs_more_ratings" }],
        meta: { result_count: 1 },
      },
    },
    handler: async ({ caller, params: p }) => {
      const fields = noteFieldsOf(p["note.fields"]);
      const page = pageOf(await notesWritten(caller.id, p), p);
      const data = page.data.map((row) => toNoteView(row, fields));
      const out = { ...page.meta, ...bounds(data.map((n) => n.id)) };
      return data.length ? { data, meta: out } : { meta: out };
    },
  }),
  defineV2Route({
    method: "GET",
    path: "/2/notes/search/posts_eligible_for_notes",
    summary:
      "Posts the writer may note: other users' live posts of the last 7 days not yet noted, newest first.",
    credential: noteReader,
    params: z.object({
      test_mode: testMode,
      ...pageParams(100, 10),
      "post.fields": nameList(POST_FIELDS),
      "tweet.fields": nameList(POST_FIELDS),
    }),
    response: z.object({ data: z.array(postViewSchema).optional(), meta }),
    errors: ["NotAuthorized", "TooManyRequests"],
    example: {
      params: { test_mode: "true", max_results: "100" },
      response: {
        data: [
          {
            id: EXAMPLE_POST,
            text: "The old bridge fell in this week's flood.",
            edit_history_tweet_ids: [EXAMPLE_POST],
          },
        ],
        meta: { result_count: 1, newest_id: EXAMPLE_POST, oldest_id: EXAMPLE_POST },
      },
    },
    handler: async ({ caller, params: p }) => {
      const page = pageOf(await eligiblePosts(caller.id, p), p);
      const data = await postViews(page.data, "tweet", selectedFields(p));
      const out = { ...page.meta, ...bounds(data.map((d) => d.id)) };
      return data.length ? { data, meta: out } : { meta: out };
    },
  }),
];
