import type { Context } from "hono";
import { z } from "zod";
import { NotFound, ownedApp } from "@/lib/auth/apps/service";
import { sessionStands } from "@/lib/auth/console-session";
import { appEvents, type AppEvent } from "@/lib/webhooks/products/app-events";
import { outboxStream, startSeq } from "@/lib/webhooks/products/outbox-loop";
import type { ConsoleEnv } from "../../auth/console-api-kit";
import { refuse } from "../../auth/console-api-kit";
import { defineConsoleEvents } from "../../auth/console-events-route";

/**
 * GET /console-api/apps/:id/events/stream: the app's events as they happen, as server-sent events
 * (the Deliveries tab's live view). The outbox loop of the v2 streams feeds it; instead of a
 * connection row it asks every CHECK_MS whether the console session still stands and the app is
 * still the user's, and ends with an `end` event naming why. Not a v2 connection: it is not listed
 * or killed by /2/connections.
 */

const CHECK_MS = 2_000;
/** How far back a reconnecting view may resume (the v2 streams' backfill bound). */
const RESUME_MINUTES = 5;
/** Open live views per user in this process: a page left open in many tabs stays bounded. */
export const MAX_VIEWS_PER_USER = 5;
const open = new Map<string, number>();

/** Where to resume: after the last seq the browser saw, within the last RESUME_MINUTES. */
async function resumeFrom(c: Context): Promise<number | "bad"> {
  const raw = c.req.header("last-event-id") ?? c.req.query("after");
  const newest = await startSeq(0);
  if (raw === undefined || raw === "") return newest;
  if (!/^\d{1,15}$/.test(raw)) return "bad";
  const oldest = await startSeq(RESUME_MINUTES);
  return Math.min(Math.max(Number(raw), oldest), newest);
}

const frame = (e: AppEvent) => `id: ${e.seq}\nevent: app-event\ndata: ${JSON.stringify(e)}\n\n`;

const appEvent = z.object({
  seq: z.number(),
  event_id: z.string(),
  kind: z.string(),
  occurred_at: z.string(),
  user_id: z.string().nullable(),
  test: z.boolean(),
  routes: z.array(z.enum(["activity", "account_activity", "filtered_stream", "test"])),
});

export const consoleLive = defineConsoleEvents({
  path: "/console-api/apps/:id/events/stream",
  summary: "The app's events as they happen (server-sent events; resumes after Last-Event-ID)",
  event: appEvent,
  handler: async ({ c, userId, params }) => live(c, userId, params.id),
});

async function live(c: Context<ConsoleEnv>, userId: string, appId: string) {
  const { session } = c.var;
  const app = await ownedApp(userId, appId);
  const from = await resumeFrom(c);
  if (from === "bad")
    refuse(
      400,
      "INVALID_PARAMETER",
      "after (or Last-Event-ID) must be the id of an event this stream sent.",
      "after",
    );
  if ((open.get(userId) ?? 0) >= MAX_VIEWS_PER_USER)
    refuse(
      429,
      "TOO_MANY_STREAMS",
      `At most ${MAX_VIEWS_PER_USER} live views at once: close one in another tab.`,
    );
  open.set(userId, (open.get(userId) ?? 0) + 1);
  let checkedAt = Date.now();
  const body = outboxStream<AppEvent>({
    from,
    messages: (events) => appEvents(app.id, events),
    check: async () => {
      if (Date.now() - checkedAt < CHECK_MS) return null;
      checkedAt = Date.now();
      if (!(await sessionStands(session))) return "session_ended";
      try {
        await ownedApp(userId, app.id);
      } catch (err) {
        if (err instanceof NotFound) return "app_deleted";
        throw err;
      }
      return null;
    },
    frame,
    // A reconnecting EventSource waits this long; comments keep proxies from closing a quiet stream.
    opening: "retry: 3000\n\n",
    keepAlive: ": keep-alive\n\n",
    farewell: (reason) => `event: end\ndata: ${JSON.stringify({ reason })}\n\n`,
    onEnd: () => {
      const n = (open.get(userId) ?? 1) - 1;
      if (n > 0) open.set(userId, n);
      else open.delete(userId);
    },
  });
  return new Response(body, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      "x-accel-buffering": "no",
    },
  });
}
