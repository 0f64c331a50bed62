import { boolean, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * The access tiers an app can be on (lib/usage/tiers.ts says what each allows). New apps start on
 * pay-per-use, the reference's plan for new developers since its 2026-02-06 launch; apps that
 * existed before tiers were kept on enterprise by the migration, so nothing they did stops working.
 */
export const TIERS = ["free", "basic", "pro", "enterprise", "pay-per-use"] as const;
export type Tier = (typeof TIERS)[number];

/** A developer app: OAuth 1.0a consumer and OAuth 2.0 client in one (client_id = consumer key). */
export const apps = pgTable(
  "apps",
  {
    id: text("id").primaryKey(),
    ownerUserId: text("owner_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    website: text("website").notNull().default(""),
    callbackUrls: jsonb("callback_urls").$type<string[]>().notNull().default([]),
    accessLevel: text("access_level").$type<"read" | "read-write">().notNull().default("read"),
    signInWith: boolean("sign_in_with").notNull().default(false),
    consumerKey: text("consumer_key").notNull().unique(),
    consumerSecretEnc: text("consumer_secret_enc").notNull(),
    firstParty: boolean("first_party").notNull().default(false),
    suspended: boolean("suspended").notNull().default(false),
    tier: text("tier").$type<Tier>().notNull().default("pay-per-use"),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("apps_owner").on(t.ownerUserId)],
);
