import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./users";
import { adAccounts } from "./accounts";
import { adsRowColumns, ts } from "./ads-columns";
import { tsvector } from "./search";

/** Likes, reposts, replies and quotes the population gave a post (each already in its count). */
export type PopulationCounts = { likes: number; reposts: number; replies: number; quotes: number };

/**
 * Posts (document 3, "Posts"): platform posts made through an ad account. Ids are numeric strings
 * (post_previews takes "longs" for posts, drafts and scheduled posts alike). `account_id` is the account
 * the post was created through; the post belongs to `user_id` (as_user_id).
 */
export const posts = pgTable(
  "posts",
  {
    id: text("id").primaryKey(),
    user_id: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    account_id: text("account_id").references(() => adAccounts.id, { onDelete: "set null" }),
    text: text("text").notNull().default(""),
    card_uri: text("card_uri"),
    media_keys: jsonb("media_keys").$type<string[]>().notNull().default([]),
    nullcast: boolean("nullcast").notNull().default(true),
    name: text("name"),
    conversation_settings: text("conversation_settings").notNull().default("EVERYONE"),
    video_cta: text("video_cta"),
    video_cta_value: text("video_cta_value"),
    video_title: text("video_title"),
    video_description: text("video_description"),
    /** The scheduled post this post published (null for posts made directly). */
    scheduled_post_id: text("scheduled_post_id").unique("posts_scheduled_post_unique"),
    deleted: boolean("deleted").notNull().default(false),
    /** An edit is a new post: the post it replaces, and every id of the chain oldest first (incl. this one). */
    previous_post_id: text("previous_post_id"),
    edit_history_post_ids: jsonb("edit_history_post_ids").$type<string[]>(),
    /** What the post refers to (lib/engagement): a repost has no text of its own. */
    repost_of_id: text("repost_of_id"),
    in_reply_to_post_id: text("in_reply_to_post_id"),
    quoted_post_id: text("quoted_post_id"),
    /**
     * public_metrics, kept in the transaction of each like, repost, reply and quote (and added to by
     * the population's engagement), so a read or a search's min_likes: never counts rows.
     */
    like_count: integer("like_count").notNull().default(0),
    repost_count: integer("repost_count").notNull().default(0),
    reply_count: integer("reply_count").notNull().default(0),
    quote_count: integer("quote_count").notNull().default(0),
    /** What the synthetic population has added to the counts so far (lib/engagement/population.ts). */
    population_engagement: jsonb("population_engagement").$type<PopulationCounts>(),
    /** The population is done with the post (it is older than the model's settling time). */
    population_settled: boolean("population_settled").notNull().default(false),
    /** Two-letter language of the text (lib/search/language.ts), "und" when it cannot tell. */
    lang: text("lang").notNull().default("und"),
    /** What post search matches: words, #tags, @names, lang:/is:/has: (migration 0018_search_corpus). */
    search_vector: tsvector("search_vector").generatedAlwaysAs(
      sql`post_search_document(text, lang, in_reply_to_post_id, quoted_post_id, repost_of_id, media_keys)`,
    ),
    created_at: ts("created_at").notNull(),
    updated_at: ts("updated_at").notNull(),
  },
  (t) => [
    index("posts_account_page").on(t.account_id, t.created_at, t.id),
    index("posts_user_recent").on(t.user_id, t.created_at),
    index("posts_recent").on(t.created_at, t.id),
    index("posts_search").using("gin", t.search_vector),
    // What the population job still brings up to date, oldest first.
    index("posts_settling")
      .on(t.created_at)
      .where(sql`not ${t.population_settled} and not ${t.deleted}`),
    // One live repost of a post per user: reposting twice is answered as already reposted.
    uniqueIndex("posts_one_repost")
      .on(t.user_id, t.repost_of_id)
      .where(sql`${t.repost_of_id} is not null and not ${t.deleted}`),
  ],
);

/** The fields a draft, a scheduled post and a post share (document 3's draft fields). */
const draftFields = () => ({
  user_id: text("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  text: text("text").notNull().default(""),
  card_uri: text("card_uri"),
  media_keys: jsonb("media_keys").$type<string[]>().notNull().default([]),
  nullcast: boolean("nullcast").notNull().default(true),
  name: text("name"),
});

export const draftPosts = pgTable(
  "ads_draft_posts",
  { ...adsRowColumns(), ...draftFields() },
  (t) => [index("ads_draft_posts_page").on(t.account_id, t.user_id, t.created_at, t.id)],
);

/** Who may open a draft's preview: the users who asked for it (POST draft_posts/preview/:id). */
export const draftPostViewers = pgTable(
  "ads_draft_post_viewers",
  {
    draft_post_id: text("draft_post_id")
      .notNull()
      .references(() => draftPosts.id, { onDelete: "cascade" }),
    user_id: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    created_at: ts("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.draft_post_id, t.user_id] })],
);

/**
 * Scheduled posts: SCHEDULED until `scheduled_at` (whole minutes), then SUCCESS (post_id, completed_at)
 * or FAILED (`reason`, validation at go-live); DELETED when deleted before publication.
 */
export const scheduledPosts = pgTable(
  "ads_scheduled_posts",
  {
    ...adsRowColumns(),
    ...draftFields(),
    scheduled_at: ts("scheduled_at").notNull(),
    completed_at: ts("completed_at"),
    scheduled_status: text("scheduled_status").notNull().default("SCHEDULED"),
    reason: text("reason"),
    post_id: text("post_id"),
  },
  (t) => [
    index("ads_scheduled_posts_page").on(t.account_id, t.created_at, t.id),
    index("ads_scheduled_posts_window").on(t.account_id, t.scheduled_at),
  ],
);

/** A user's notifications (the console shows them): draft previews so far. */
export const notifications = pgTable(
  "notifications",
  {
    id: text("id").primaryKey(),
    user_id: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(), // DRAFT_POST_PREVIEW
    text: text("text").notNull(),
    link: text("link"),
    read_at: ts("read_at"),
    created_at: ts("created_at").notNull(),
  },
  (t) => [index("notifications_user").on(t.user_id, t.created_at)],
);
