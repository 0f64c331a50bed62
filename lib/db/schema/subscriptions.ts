import { boolean, index, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { apps } from "./apps";
import { users } from "./users";
import { webhooks } from "./webhooks";
import { ts } from "./ads-columns";

/**
 * Activity subscriptions (FACTS "Activity subscriptions"): one event type and a filter of an app;
 * events go to `webhook_id` when set and to the app's open activity stream. Empty filter parts are
 * stored as NULL; the unique index makes "the same subscription twice" a database fact.
 */
export const activitySubscriptions = pgTable(
  "activity_subscriptions",
  {
    id: text("id").primaryKey(),
    app_id: text("app_id")
      .notNull()
      .references(() => apps.id, { onDelete: "cascade" }),
    event_type: text("event_type").notNull(),
    filter_user_id: text("filter_user_id"),
    filter_keyword: text("filter_keyword"),
    filter_direction: text("filter_direction"),
    tag: text("tag"),
    // A deleted webhook leaves the subscription serving the stream only.
    webhook_id: text("webhook_id").references(() => webhooks.id, { onDelete: "set null" }),
    created_at: ts("created_at").notNull(),
    updated_at: ts("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("activity_subscriptions_same").on(
      t.app_id,
      t.event_type,
      sql`coalesce(${t.filter_user_id}, '')`,
      sql`lower(coalesce(${t.filter_keyword}, ''))`,
      sql`coalesce(${t.filter_direction}, '')`,
    ),
    index("activity_subscriptions_kind").on(t.event_type),
  ],
);

/** Account activity: a user whose events a webhook receives (its app from the webhook row). */
export const accountActivitySubscriptions = pgTable(
  "account_activity_subscriptions",
  {
    webhook_id: text("webhook_id")
      .notNull()
      .references(() => webhooks.id, { onDelete: "cascade" }),
    user_id: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    app_id: text("app_id")
      .notNull()
      .references(() => apps.id, { onDelete: "cascade" }),
    created_at: ts("created_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.webhook_id, t.user_id] }),
    index("account_activity_subscriptions_user").on(t.user_id),
    index("account_activity_subscriptions_app").on(t.app_id),
  ],
);

/**
 * Stream rules of an app: `value` in the rule language of lib/webhooks/products/rule-language.ts;
 * `product` says which rule set holds it (filtered_stream or powerstream: lib/webhooks/products/rule-sets.ts).
 */
export const streamRules = pgTable(
  "stream_rules",
  {
    id: text("id").primaryKey(),
    app_id: text("app_id")
      .notNull()
      .references(() => apps.id, { onDelete: "cascade" }),
    value: text("value").notNull(),
    tag: text("tag"),
    product: text("product").notNull().default("filtered_stream"),
    created_at: ts("created_at").notNull(),
  },
  (t) => [uniqueIndex("stream_rules_app_product_value").on(t.app_id, t.product, t.value)],
);

/** Webhooks that receive the filtered stream of their app (POST /2/posts/search/webhooks/:id). */
export const streamWebhookLinks = pgTable("stream_webhook_links", {
  webhook_id: text("webhook_id")
    .primaryKey()
    .references(() => webhooks.id, { onDelete: "cascade" }),
  app_id: text("app_id")
    .notNull()
    .references(() => apps.id, { onDelete: "cascade" }),
  created_at: ts("created_at").notNull(),
});

/**
 * Open and past stream connections. The stream loop polls its own row: `kill_requested` set by a
 * DELETE /2/connections call (any process) ends the response on the next poll.
 */
export const streamConnections = pgTable(
  "stream_connections",
  {
    id: text("id").primaryKey(),
    app_id: text("app_id")
      .notNull()
      .references(() => apps.id, { onDelete: "cascade" }),
    endpoint_name: text("endpoint_name").notNull(),
    client_ip: text("client_ip"),
    connected_at: ts("connected_at").notNull(),
    disconnected_at: ts("disconnected_at"),
    disconnect_reason: text("disconnect_reason"),
    kill_requested: boolean("kill_requested").notNull().default(false),
    /** Refreshed by the stream loop: a row not seen for a while belongs to a process that died. */
    last_seen_at: ts("last_seen_at").notNull(),
  },
  (t) => [index("stream_connections_app").on(t.app_id, t.connected_at)],
);
