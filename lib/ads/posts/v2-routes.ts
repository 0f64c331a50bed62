import { Hono, type Context } from "hono";
import { authenticate } from "@/lib/auth/caller";
import { problem } from "@/lib/http/problems";
import { createPost, deletePost, PostProblem } from "@/lib/ads/posts/service";
import { config } from "@/lib/config/env";

/**
 * v2 posts with user context (OAuth 1.0a read-write, or OAuth 2.0 with post.write):
 * POST /2/posts {text, edit_options?:{previous_post_id}} and DELETE /2/posts/:id, each also under
 * /2/tweets, the spelling the reference platform's own clients use. Errors are v2 problem objects.
 */
export const v2PostRoutes = new Hono();

const origin = () => config().publicBaseUrl;

function answer(c: Context, p: PostProblem) {
  const { status, body } = problem(origin(), p.reason, p.message, {
    parameter: p.parameter,
    value: p.value,
  });
  // problem() answers statuses of PROBLEM_TYPES only: a narrower type Hono accepts.
  return c.json(body, status as 400 | 403 | 404);
}

async function writer(c: Context) {
  const caller = await authenticate(c, ["oauth1", "oauth2-user"]);
  const allowed = caller.scopes
    ? caller.scopes.includes("post.write")
    : caller.accessLevel === "read-write";
  if (!allowed)
    throw new PostProblem(
      "NotAuthorized",
      caller.scopes
        ? "This token lacks the post.write scope."
        : "This token has read-only access; posting needs read-write.",
    );
  return caller.user!.id;
}

type Body = { text?: unknown; edit_options?: unknown };

function parse(raw: unknown): { text: unknown; previousPostId?: string } {
  if (!raw || typeof raw !== "object" || Array.isArray(raw))
    throw new PostProblem("InvalidRequest", 'The body must be a JSON object such as {"text":"…"}.');
  const body = raw as Body; // an object, checked just above; each field is checked below
  // Echoed in the problem as its parameter: a client-chosen key is cut to a readable length.
  const extra = Object.keys(body)
    .find((k) => k !== "text" && k !== "edit_options")
    ?.slice(0, 64);
  if (extra)
    throw new PostProblem(
      "InvalidRequest",
      `Unknown field ${extra}; expected text, edit_options.`,
      extra,
    );
  if (body.edit_options === undefined) return { text: body.text };
  const edit = body.edit_options as { previous_post_id?: unknown } | null; // checked below
  const id = edit && typeof edit === "object" ? edit.previous_post_id : undefined;
  if (typeof id !== "string" || !/^\d{1,19}$/.test(id))
    throw new PostProblem(
      "InvalidRequest",
      "edit_options.previous_post_id must be the id (digits) of the post to edit.",
      "edit_options.previous_post_id",
      typeof id === "string" ? id : undefined,
    );
  return { text: body.text, previousPostId: id };
}

for (const base of ["/2/posts", "/2/tweets"]) {
  v2PostRoutes.post(base, async (c) => {
    try {
      const userId = await writer(c);
      let raw: unknown;
      try {
        raw = await c.req.json();
      } catch {
        raw = undefined;
      }
      const input = parse(raw);
      const data = await createPost(userId, input);
      return c.json({ data }, 201);
    } catch (err) {
      if (err instanceof PostProblem) return answer(c, err);
      throw err;
    }
  });
  v2PostRoutes.delete(`${base}/:id`, async (c) => {
    try {
      const userId = await writer(c);
      const id = c.req.param("id");
      if (!/^\d{1,19}$/.test(id))
        throw new PostProblem("InvalidRequest", "The post id must be digits.", "id", id);
      await deletePost(userId, id);
      return c.json({ data: { deleted: true } });
    } catch (err) {
      if (err instanceof PostProblem) return answer(c, err);
      throw err;
    }
  });
}
