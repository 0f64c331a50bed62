import { z } from "zod";
import { authenticate } from "@/lib/auth/caller";
import type { Credential } from "@/lib/http/route";
import { defineV2Route } from "@/lib/http/route";
import { fail } from "@/lib/http/v2-fail";
import { createPost, deletePost, PostProblem } from "@/lib/ads/posts/service";

/**
 * v2 posts with user context (OAuth 1.0a read-write, or OAuth 2.0 with post.write):
 * POST /2/posts {text, edit_options?:{previous_post_id}} and DELETE /2/posts/:id, each also under
 * /2/tweets, the spelling the reference platform's own clients use. Errors are v2 problem objects.
 */
const writer: Credential<string> = {
  scheme: "UserContext",
  resolve: async (c) => {
    const caller = await authenticate(c, ["oauth1", "oauth2-user"]);
    const allowed = caller.scopes
      ? caller.scopes.includes("post.write")
      : caller.accessLevel === "read-write";
    if (!allowed)
      fail(
        "NotAuthorized",
        caller.scopes
          ? "This token lacks the post.write scope."
          : "This token has read-only access; posting needs read-write.",
      );
    // A user-context credential always carries its user (authenticate's oauth1 and oauth2-user).
    if (!caller.user) throw new Error("A user-context caller has a user.");
    return caller.user.id;
  },
};

/** The posts service's refusals, as the problems they name. */
async function asProblem<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof PostProblem)) throw err;
    return fail(err.reason, err.message, { parameter: err.parameter, value: err.value });
  }
}

const postId = z.string().regex(/^\d{1,19}$/, "must be the id (digits) of a post");
const body = z.strictObject({
  // Checked by the service, in its words (required, at most 280 characters once normalised).
  text: z.unknown().optional().meta({ type: "string", description: "The post's text. Required." }),
  edit_options: z
    .strictObject({
      previous_post_id: z
        .string({ error: "must be the id (digits) of the post to edit" })
        .regex(/^\d{1,19}$/, "must be the id (digits) of the post to edit"),
    })
    .optional(),
});
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
    summary: "Publishes a post as the user, or edits one (edit_options, within the hour).",
    credential: writer,
    body,
    response: postView,
    status: 201,
    errors: ["NotAuthorized", "ResourceNotFound"],
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
      const input = { text: b.text, previousPostId: b.edit_options?.previous_post_id };
      return { data: await asProblem(() => createPost(caller, input)) };
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
      await asProblem(() => deletePost(caller, params.id));
      return { data: { deleted: true } };
    },
  }),
]);
