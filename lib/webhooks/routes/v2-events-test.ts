import { z } from "zod";
import { appOnly } from "@/lib/auth/route-credentials";
import { defineV2Route } from "@/lib/http/route";
import { fail } from "@/lib/http/v2-fail";
import { GeneratorProblem, generateTestEvent, parseGeneratorBody } from "@/lib/events/generator";

/**
 * The event generator: POST /2/webhooks/events/test (app-only bearer token) emits one test event of
 * any kind for the calling app, through its subscriptions, or straight to one of its webhooks.
 * The generator checks the body in its own words (lib/events/generator.ts), one rule for this
 * route and the console's; the schema documents it and lets every field through to it.
 */
const field = (type: string, description: string) =>
  z.unknown().optional().meta({ type, description });

const body = z.looseObject({
  event_type: field("string", "The kind of event (post.create, or its PascalCase name). Required."),
  user_id: field("string", "The user the event is about (default: the app's owner)."),
  webhook_id: field(
    "string",
    "Send straight to this webhook of the app, not through subscriptions.",
  ),
  overrides: field("object", "Merged into the kind's example payload, object by object."),
});

export const EVENT_TEST_ROUTES = [
  defineV2Route({
    method: "POST",
    path: "/2/webhooks/events/test",
    summary: "Emits one test event of a kind for the calling app, with the kind's example payload.",
    credential: appOnly,
    body,
    response: z.object({
      data: z.object({ event_id: z.string(), event_type: z.string(), test: z.boolean() }),
    }),
    errors: ["ResourceNotFound", "WebhookIdInvalid"],
    example: {
      body: { event_type: "post.create" },
      response: {
        data: { event_id: "1512442271311724544", event_type: "post.create", test: true },
      },
    },
    handler: async ({ caller, body: raw }) => {
      try {
        return { data: await generateTestEvent(caller.app.id, parseGeneratorBody(raw)) };
      } catch (err) {
        if (!(err instanceof GeneratorProblem)) throw err;
        return fail(err.reason, err.message, { parameter: err.parameter, value: err.value });
      }
    },
  }),
];
