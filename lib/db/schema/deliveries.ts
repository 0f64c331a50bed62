import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { apps } from "./apps";
import { platformEvents, webhooks } from "./webhooks";
import { ts } from "./ads-columns";

/**
 * One message owed to one webhook for one event and product (lib/webhooks/delivery). Unique per (event,
 * webhook, product, subscription), so a fan-out run twice adds nothing while two activity
 * subscriptions of one webhook that both match an event each get their message (own tag and filter). `next_attempt_at` is both the retry time
 * and the lease of a claimed row: a worker that dies leaves it due again once the lease runs out.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: text("id").primaryKey(),
    event_id: text("event_id")
      .notNull()
      .references(() => platformEvents.id, { onDelete: "cascade" }),
    seq: bigint("seq", { mode: "number" }).notNull(),
    kind: text("kind").notNull(),
    webhook_id: text("webhook_id")
      .notNull()
      .references(() => webhooks.id, { onDelete: "cascade" }),
    app_id: text("app_id")
      .notNull()
      .references(() => apps.id, { onDelete: "cascade" }),
    product: text("product").notNull(),
    /** The activity subscription the message is for; '' for products with one message per webhook. */
    subscription_id: text("subscription_id").notNull().default(""),
    body: jsonb("body").$type<Record<string, unknown>>().notNull(),
    /** pending | delivered | failed */
    state: text("state").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    next_attempt_at: ts("next_attempt_at").notNull(),
    last_status: integer("last_status"),
    last_error: text("last_error"),
    created_at: ts("created_at").notNull(),
    delivered_at: ts("delivered_at"),
  },
  (t) => [
    uniqueIndex("webhook_deliveries_once").on(
      t.event_id,
      t.webhook_id,
      t.product,
      t.subscription_id,
    ),
    index("webhook_deliveries_due")
      .on(t.webhook_id, t.next_attempt_at, t.seq)
      .where(sql`state = 'pending'`),
    index("webhook_deliveries_app").on(t.app_id, t.created_at),
    index("webhook_deliveries_window").on(t.webhook_id, t.created_at),
  ],
);

/** Every POST made for a delivery (dispatch, retry from the console, replay), with its outcome. */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: text("id").primaryKey(),
    delivery_id: text("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    webhook_id: text("webhook_id")
      .notNull()
      .references(() => webhooks.id, { onDelete: "cascade" }),
    attempted_at: ts("attempted_at").notNull(),
    /** The request's headers: the signature is the only credential-derived value among them. */
    request_headers: jsonb("request_headers").$type<Record<string, string>>().notNull(),
    status: integer("status"),
    latency_ms: integer("latency_ms").notNull(),
    response_excerpt: text("response_excerpt"),
    error: text("error"),
    replay_job_id: text("replay_job_id"),
  },
  (t) => [
    index("webhook_attempts_delivery").on(t.delivery_id, t.attempted_at),
    index("webhook_attempts_webhook").on(t.webhook_id, t.attempted_at),
  ],
);

/** POST /2/webhooks/replay jobs; at most one running per webhook (the partial unique index). */
export const webhookReplayJobs = pgTable(
  "webhook_replay_jobs",
  {
    id: text("id").primaryKey(),
    webhook_id: text("webhook_id")
      .notNull()
      .references(() => webhooks.id, { onDelete: "cascade" }),
    app_id: text("app_id")
      .notNull()
      .references(() => apps.id, { onDelete: "cascade" }),
    from_date: ts("from_date").notNull(),
    to_date: ts("to_date").notNull(),
    /** running | complete */
    state: text("state").notNull().default("running"),
    resent: integer("resent").notNull().default(0),
    created_at: ts("created_at").notNull(),
    completed_at: ts("completed_at"),
  },
  (t) => [
    uniqueIndex("webhook_replay_jobs_running")
      .on(t.webhook_id)
      .where(sql`state = 'running'`),
  ],
);
