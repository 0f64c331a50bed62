import {
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  bigint,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { apps } from "./apps";
import { users } from "./users";

/** Temporary credentials of the OAuth 1.0a flow: single use, short-lived. */
export const requestTokens = pgTable("oauth_request_tokens", {
  token: text("token").primaryKey(),
  appId: text("app_id")
    .notNull()
    .references(() => apps.id, { onDelete: "cascade" }),
  secretEnc: text("secret_enc").notNull(),
  callback: text("callback").notNull(),
  accessLevel: text("access_level").$type<"read" | "read-write">().notNull(),
  verifier: text("verifier"),
  userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
  deniedAt: timestamp("denied_at", { withTimezone: true }),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** OAuth 1.0a user access tokens. An invalidated token stays as a row so it answers code 89. */
export const accessTokens = pgTable(
  "oauth_access_tokens",
  {
    token: text("token").primaryKey(),
    appId: text("app_id")
      .notNull()
      .references(() => apps.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    secretEnc: text("secret_enc").notNull(),
    accessLevel: text("access_level").$type<"read" | "read-write">().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    invalidatedAt: timestamp("invalidated_at", { withTimezone: true }),
  },
  // One active token per app and user, even when two exchanges finish at the same moment.
  (t) => [
    uniqueIndex("oauth_access_tokens_active")
      .on(t.appId, t.userId)
      .where(sql`invalidated_at is null`),
    index("oauth_access_tokens_app_user").on(t.appId, t.userId),
  ],
);

/** Nonces seen within the timestamp window; the primary key makes a replay fail atomically. */
export const oauthNonces = pgTable(
  "oauth_nonces",
  {
    consumerKey: text("consumer_key").notNull(),
    nonce: text("nonce").notNull(),
    timestamp: bigint("timestamp", { mode: "number" }).notNull(),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.consumerKey, t.timestamp, t.nonce] }),
    index("oauth_nonces_seen").on(t.seenAt),
  ],
);
