import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { apps } from "./apps";
import { users } from "./users";

/** App-only bearer tokens. Encrypted so the outstanding one can be returned again; hashed for lookup. */
export const bearerTokens = pgTable(
  "oauth2_bearer_tokens",
  {
    id: text("id").primaryKey(),
    appId: text("app_id")
      .notNull()
      .references(() => apps.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    tokenEnc: text("token_enc").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    invalidatedAt: timestamp("invalidated_at", { withTimezone: true }),
  },
  // At most one outstanding token per app, even when two processes create one at the same moment.
  (t) => [
    uniqueIndex("oauth2_bearer_tokens_outstanding")
      .on(t.appId)
      .where(sql`invalidated_at is null`),
  ],
);

export const authorizationCodes = pgTable("oauth2_authorization_codes", {
  codeHash: text("code_hash").primaryKey(),
  appId: text("app_id")
    .notNull()
    .references(() => apps.id, { onDelete: "cascade" }),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  redirectUri: text("redirect_uri").notNull(),
  scopes: jsonb("scopes").$type<string[]>().notNull(),
  /** The scope as the client asked (reference names kept): what the tokens answer. Null: scopes joined. */
  scope: text("scope"),
  codeChallenge: text("code_challenge").notNull(),
  codeChallengeMethod: text("code_challenge_method").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/**
 * OAuth 2.0 user grants: one row per issued access token, with its refresh token. Refresh rotates:
 * the old row is revoked and a new one made in the same family, so a reused refresh token is detected.
 */
export const userTokens = pgTable(
  "oauth2_user_tokens",
  {
    id: text("id").primaryKey(),
    familyId: text("family_id").notNull(),
    appId: text("app_id")
      .notNull()
      .references(() => apps.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    scopes: jsonb("scopes").$type<string[]>().notNull(),
    /** The scope the token answers: the code's, kept across refreshes. Null: scopes joined. */
    scope: text("scope"),
    accessHash: text("access_hash").notNull().unique(),
    refreshHash: text("refresh_hash").unique(),
    accessExpiresAt: timestamp("access_expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    refreshUsedAt: timestamp("refresh_used_at", { withTimezone: true }),
  },
  (t) => [
    index("oauth2_user_tokens_app_user").on(t.appId, t.userId),
    index("oauth2_user_tokens_family").on(t.familyId),
  ],
);
