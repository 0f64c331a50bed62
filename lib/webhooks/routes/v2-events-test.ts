import { Hono } from "hono";
import { authenticate } from "@/lib/auth/caller";
import { config } from "@/lib/config/env";
import { problem } from "@/lib/http/problems";
import { GeneratorProblem, generateTestEvent, parseGeneratorBody } from "@/lib/events/generator";

/**
 * The event generator: POST /2/webhooks/events/test (app-only bearer token) emits one test event of
 * any kind for the calling app, through its subscriptions, or straight to one of its webhooks.
 */
export const v2EventTestRoutes = new Hono();

v2EventTestRoutes.post("/2/webhooks/events/test", async (c) => {
  const caller = await authenticate(c, ["app-only"]);
  try {
    let raw: unknown;
    try {
      raw = await c.req.json();
    } catch {
      raw = undefined;
    }
    const data = await generateTestEvent(caller.app.id, parseGeneratorBody(raw));
    return c.json({ data });
  } catch (err) {
    if (!(err instanceof GeneratorProblem)) throw err;
    const at = { parameter: err.parameter, value: err.value };
    const { status, body } = problem(config().publicBaseUrl, err.reason, err.message, at);
    // problem() answers statuses of PROBLEM_TYPES only: a narrower type Hono accepts.
    return c.json(body, status as 400 | 404);
  }
});
