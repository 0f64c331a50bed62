import { boolean, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    screenName: text("screen_name").notNull(),
    name: text("name").notNull(),
    email: text("email"),
    passwordHash: text("password_hash").notNull(),
    // The public profile (lib/profile/schema.ts holds the limits); each change is an event.
    bio: text("bio").notNull().default(""),
    url: text("url"),
    location: text("location"),
    /** Served media URLs (the console uploads through lib/media) or any https URL. */
    profileImageUrl: text("profile_image_url"),
    profileBannerUrl: text("profile_banner_url"),
    verified: boolean("verified").notNull().default(false),
    /** The paid premium tier: post editing needs it (spec "Authentication" 7); the seed gives it to demo. */
    premium: boolean("premium").notNull().default(false),
    /** May write community notes through the API (lib/notes); granted in the console's profile. */
    noteWriter: boolean("note_writer").notNull().default(false),
    /**
     * An author of the synthetic post corpus (lib/search/corpus): a public account with posts to
     * search and count, never signed in to (no password), and not offered as a demo person.
     */
    corpus: boolean("corpus").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_screen_name_lower").on(sql`lower(${t.screenName})`)],
);

/** Browser sign-in sessions of the platform's own pages (login, approval pages). Stored by hash. */
export const webSessions = pgTable("web_sessions", {
  idHash: text("id_hash").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
