import { z } from "zod";
import { userWriting } from "@/lib/auth/route-credentials";
import { defineV2Route } from "@/lib/http/route";
import { createPost, deletePost } from "@/lib/ads/posts/service";
import { postMeter } from "@/lib/usage/post-meter";
import { postBody, postInput } from "./v2-post-body";

/**
 * v2 posts with user context (OAuth 1.0a read-write, or OAuth 2.0 with post.write):
 * POST /2/posts {text, edit_options?:{previous_post_id}} and DELETE /2/posts/:id, each also under
 * /2/tweets, the spelling the reference platform's own clients use. Errors are v2 problem objects.
 */
const writer = userWriting("post.write");

const postId = z.string().regex(/^\d{1,19}$/, "must be the id (digits) of a post");
const postView = z.object({
  data: z.object({ id: z.string(), text: z.string(), edit_history_post_ids: z.array(z.string()) }),
});
const deleted = z.object({ data: z.object({ deleted: z.boolean() }) });

/** Each spelling's worked post has its own text: the same text twice within the hour is refused. */
const exampleText = (base: string) => `Hello from the worked example of ${base}`;

export const POST_ROUTES = ["/2/posts", "/2/tweets"].flatMap((base) => [
  defineV2Route({
    method: "POST",
    path: base,
    summary:
      "Publishes a post as the user (a reply with reply, a quote with quote_post_id), or edits one (edit_options, within the hour).",
    credential: writer,
    body: postBody,
    response: postView,
    status: 201,
    errors: ["NotAuthorized", "ResourceNotFound", "ClientNotEnrolled", "UsageCapExceeded"],
    example: {
      body: { text: exampleText(base) },
      response: {
        data: {
          id: "1445880548472328192",
          text: exampleText(base),
          edit_history_post_ids: ["1445880548472328192"],
        },
      },
    },
    handler: async ({ caller, body: b }) => {
      // The app's tier gates quotes and unsummoned replies; the post is billed in its transaction.
      return { data: await createPost(caller.id, postInput(b), undefined, postMeter(caller)) };
    },
  }),
  defineV2Route({
    method: "DELETE",
    path: `${base}/:id`,
    summary: "Deletes one of the user's posts.",
    credential: writer,
    params: z.object({ id: postId }),
    response: deleted,
    errors: ["NotAuthorized", "ResourceNotFound"],
    example: {
      params: { id: "1445880548472328192" },
      response: { data: { deleted: true } },
      isolated: "ResourceNotFound",
    },
    handler: async ({ caller, params }) => {
      await deletePost(caller.id, params.id);
      return { data: { deleted: true } };
    },
  }),
]);
