import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { apps } from "./apps";
import { users } from "./users";
import { ts } from "./ads-columns";

/**
 * V2 webhooks (document 1, "Webhook", "Webhook validity"): an app's registered URL. `valid` is the
 * state the spec's machine keeps; `validated_at` is the last successful CRC, from which the periodic
 * check and the 28-hour grace are counted; `invalid_reason` says why in plain words.
 */
export const webhooks = pgTable(
  "webhooks",
  {
    id: text("id").primaryKey(),
    app_id: text("app_id")
      .notNull()
      .references(() => apps.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    valid: boolean("valid").notNull().default(false),
    validated_at: ts("validated_at"),
    last_crc_at: ts("last_crc_at"),
    invalid_reason: text("invalid_reason"),
    created_at: ts("created_at").notNull(),
    updated_at: ts("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("webhooks_app_url").on(t.app_id, t.url),
    index("webhooks_crc_due").on(t.validated_at),
  ],
);

/** Every challenge-response check with its outcome, the receiver's answer and why it failed. */
export const webhookCrcChecks = pgTable(
  "webhook_crc_checks",
  {
    id: text("id").primaryKey(),
    webhook_id: text("webhook_id")
      .notNull()
      .references(() => webhooks.id, { onDelete: "cascade" }),
    /** registration | put | periodic | console */
    trigger: text("trigger").notNull(),
    /** ok | wrong_token | redirect | tls | transient | refused (URL or address rules) */
    outcome: text("outcome").notNull(),
    reason: text("reason"),
    status: integer("status"),
    latency_ms: integer("latency_ms"),
    response_excerpt: text("response_excerpt"),
    checked_at: ts("checked_at").notNull(),
  },
  (t) => [index("webhook_crc_checks_recent").on(t.webhook_id, t.checked_at)],
);

/**
 * The event outbox: one row per thing that happened on the platform, written in the transaction of
 * the change that caused it (lib/events/outbox.ts). `seq` orders events for streams and replays;
 * `user_id` is the user the event is about (for_user_id); a test event (`test`) is sent by one app
 * (`app_id`) to itself only: through its subscriptions, or straight to one of its webhooks (`webhook_id`).
 */
export const platformEvents = pgTable(
  "platform_events",
  {
    id: text("id").primaryKey(),
    seq: bigserial("seq", { mode: "number" }).notNull().unique(),
    kind: text("kind").notNull(),
    user_id: text("user_id").references(() => users.id, { onDelete: "set null" }),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    test: boolean("test").notNull().default(false),
    app_id: text("app_id").references(() => apps.id, { onDelete: "cascade" }),
    /** A test event sent straight to one webhook of its app (like Svix's "send example"). */
    webhook_id: text("webhook_id").references(() => webhooks.id, { onDelete: "cascade" }),
    occurred_at: ts("occurred_at").notNull(),
  },
  (t) => [
    index("platform_events_time").on(t.occurred_at),
    index("platform_events_user").on(t.user_id, t.seq),
  ],
);
