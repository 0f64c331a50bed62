import { eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { accountActivitySubscriptions, activitySubscriptions } from "@/lib/db/schema";
import type { EventRow } from "@/lib/webhooks/fanout/products";
import { passes, visibleTo } from "./activity";
import { accountActivityBody } from "./account-activity-messages";
import { appRules, streamMessage } from "./filtered-stream";
import { postFactsOf } from "./stream-facts";

/** Why an event is the app's: a product that routes it there, or "test" (one the app generated). */
export type AppEventRoute = "activity" | "account_activity" | "filtered_stream" | "test";

/** One event of an app's live view (GET /console-api/apps/:id/events/stream). */
export type AppEvent = {
  seq: number;
  event_id: string;
  kind: string;
  occurred_at: string;
  user_id: string | null;
  test: boolean;
  routes: AppEventRoute[];
};

/**
 * The events of a batch that are an app's, in seq order: those its subscriptions would send it (an
 * activity subscription's filter, an account-activity subscription's user, a filtered-stream rule:
 * the products' own `passes`, `accountActivityBody` and `streamMessage`) and the test events it
 * generated. Subscriptions and rules are read per batch, so a change takes effect at once. Webhook
 * validity does not matter here: this shows what happens, the delivery log shows what was sent.
 */
export async function appEvents(appId: string, events: EventRow[]): Promise<AppEvent[]> {
  if (!events.length) return [];
  const [subs, accountUsers, rules] = await Promise.all([
    db().select().from(activitySubscriptions).where(eq(activitySubscriptions.app_id, appId)),
    db()
      .selectDistinct({ id: accountActivitySubscriptions.user_id })
      .from(accountActivitySubscriptions)
      .where(eq(accountActivitySubscriptions.app_id, appId)),
    appRules(db(), appId),
  ]);
  const users = new Set(accountUsers.map((u) => u.id));
  const facts = rules.length ? await postFactsOf(db(), events) : undefined;
  const out: AppEvent[] = [];
  for (const e of events) {
    const routes: AppEventRoute[] = [];
    const own = e.test && e.app_id === appId;
    if (own) routes.push("test");
    if (visibleTo(e, appId)) {
      if (subs.some((s) => s.event_type === e.kind && passes(s, e))) routes.push("activity");
      if (e.user_id && users.has(e.user_id) && accountActivityBody(e))
        routes.push("account_activity");
      if (streamMessage(e, rules, facts)) routes.push("filtered_stream");
    }
    if (routes.length)
      out.push({
        seq: e.seq,
        event_id: e.id,
        kind: e.kind,
        occurred_at: e.occurred_at.toISOString(),
        user_id: e.user_id,
        test: e.test,
        routes,
      });
  }
  return out;
}
