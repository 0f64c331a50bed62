import { Hono, type Context } from "hono";
import { authenticate } from "@/lib/auth/caller";
import { OAuthError } from "@/lib/http/errors";
import { problem, type ProblemReason } from "@/lib/http/problems";
import {
  createReplay,
  ReplayConflict,
  ReplayInputError,
  replayWindow,
  ReplayWebhookNotFound,
} from "@/lib/webhooks/delivery/replay";

/**
 * Replay (document 1, "Webhook endpoints"): POST /2/webhooks/replay with a JSON body, and the
 * deprecated account-activity path with query parameters, which has identical behaviour (one
 * function) and says it is deprecated (Deprecation and Link headers, RFC 9745 / 8288).
 */
export const replayRoutes = new Hono();

const MAX_ID = 64;

function fail(c: Context, reason: ProblemReason, detail: string, at = {}) {
  const p = problem(new URL(c.req.url).origin, reason, detail, at);
  // Hono types statuses as literals; problem() answers one of PROBLEM_TYPES' statuses.
  return c.json(p.body, p.status as 400);
}

async function replay(c: Context, webhookId: unknown, from: unknown, to: unknown) {
  let caller;
  try {
    caller = await authenticate(c, ["app-only"]);
  } catch (err) {
    if (!(err instanceof OAuthError)) throw err;
    // v2 answers problems, not the 1.1 code catalogue.
    return fail(c, "UnsupportedAuthentication", "This endpoint takes an app-only bearer token.");
  }
  if (typeof webhookId !== "string" || !/^[A-Za-z0-9_-]{1,64}$/.test(webhookId))
    return fail(
      c,
      "InvalidRequest",
      `webhook_id must be a webhook's id (1 to ${MAX_ID} characters).`,
      {
        parameter: "webhook_id",
        value: webhookId ?? "",
      },
    );
  try {
    const window = replayWindow(from, to);
    const data = await createReplay(caller.app.id, webhookId, window);
    return c.json({ data }, 200);
  } catch (err) {
    if (err instanceof ReplayInputError) {
      const reason = err.parameter === "webhook_id" ? "InvalidRequest" : "ReplayWindowInvalid";
      return fail(c, reason, err.message, { parameter: err.parameter, value: err.value });
    }
    if (err instanceof ReplayWebhookNotFound)
      return fail(c, "WebhookIdInvalid", "No webhook of this app has that id.", {
        parameter: "webhook_id",
        value: webhookId,
      });
    if (err instanceof ReplayConflict)
      return fail(
        c,
        "ReplayConflictError",
        "A replay job is already running for this webhook; wait for its replay_job_status message.",
        { parameter: "webhook_id", value: webhookId },
      );
    throw err;
  }
}

replayRoutes.post("/2/webhooks/replay", async (c) => {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return fail(c, "InvalidRequest", "The body must be JSON: {webhook_id, from_date, to_date}.");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return fail(
      c,
      "InvalidRequest",
      "The body must be a JSON object: {webhook_id, from_date, to_date}.",
    );
  const b = body as Record<string, unknown>; // an object, checked above
  return replay(c, b.webhook_id, b.from_date, b.to_date);
});

replayRoutes.post("/2/account_activity/replay/webhooks/:webhook_id/subscriptions/all", (c) => {
  c.header("deprecation", "@1774396800"); // 2026-03-25, the change history's date
  c.header("link", '</2/webhooks/replay>; rel="successor-version"');
  return replay(c, c.req.param("webhook_id"), c.req.query("from_date"), c.req.query("to_date"));
});
