import type { Context } from "hono";
import { clientIp } from "@/lib/auth/request-middleware";
import type { EventRow } from "@/lib/webhooks/fanout/products";
import { db } from "@/lib/db/client";
import { activitySubscriptions } from "@/lib/db/schema";
import { eq } from "drizzle-orm";
import { activityMessage, passes, visibleTo } from "./activity";
import { appRules, STREAM_KINDS, streamMessage } from "./filtered-stream";
import { appOnly } from "@/lib/auth/route-credentials";
import { fail } from "./http";
import { openStream } from "./stream-loop";

function backfill(c: Context): number {
  const raw = c.req.query("backfill_minutes");
  if (raw === undefined) return 0;
  if (!/^[0-5]$/.test(raw))
    fail("InvalidRequest", "backfill_minutes must be an integer from 0 to 5.", {
      parameter: "backfill_minutes",
      value: raw,
    });
  return Number(raw);
}

/** GET /2/activity/stream: every subscription of the app, with or without a webhook. */
export async function activityStream(c: Context): Promise<Response> {
  const { app } = await appOnly.resolve(c);
  return openStream({
    appId: app.id,
    endpoint: "activity_stream",
    clientIp: clientIp(c),
    backfillMinutes: backfill(c),
    messages: async (events: EventRow[]) => {
      const mine = events.filter((e) => visibleTo(e, app.id));
      if (!mine.length) return [];
      // Read per batch: a subscription created or deleted while connected takes effect at once.
      const subs = await db()
        .select()
        .from(activitySubscriptions)
        .where(eq(activitySubscriptions.app_id, app.id));
      return mine.flatMap((e) =>
        subs
          .filter((s) => s.event_type === e.kind && passes(s, e))
          .map((s) => activityMessage(s, e)),
      );
    },
  });
}

/** GET /2/posts/search/stream: posts matching the app's rules, with matching_rules. */
export async function filteredStream(c: Context): Promise<Response> {
  const { app } = await appOnly.resolve(c);
  return openStream({
    appId: app.id,
    endpoint: "filtered_stream",
    clientIp: clientIp(c),
    backfillMinutes: backfill(c),
    messages: async (events: EventRow[]) => {
      const mine = events.filter((e) => visibleTo(e, app.id) && STREAM_KINDS.includes(e.kind));
      if (!mine.length) return [];
      const rules = await appRules(db(), app.id);
      return mine.map((e) => streamMessage(e, rules)).filter((m) => m !== null);
    },
  });
}
