import { index, pgTable, text } from "drizzle-orm/pg-core";
import { lineItems } from "./ads";
import { adsRowColumns } from "./ads-columns";
import { accountMedia } from "./media";
import { scheduledPosts } from "./posts";

/**
 * What a line item carries (document 2): promoted posts and accounts, scheduled promoted posts,
 * media creatives and curated categories. Columns carry the interface's names (the kernel's CRUD).
 */
const lineItemRef = () =>
  text("line_item_id")
    .notNull()
    .references(() => lineItems.id);

/** `post_id` is the post served; `source_post_id` the one the caller named (differs for a repost). */
export const promotedPosts = pgTable(
  "ads_promoted_posts",
  {
    ...adsRowColumns(),
    line_item_id: lineItemRef(),
    post_id: text("post_id").notNull(),
    source_post_id: text("source_post_id").notNull(),
    entity_status: text("entity_status").notNull().default("ACTIVE"),
    approval_status: text("approval_status").notNull().default("ACCEPTED"),
  },
  (t) => [
    index("ads_promoted_posts_page").on(t.account_id, t.created_at, t.id),
    index("ads_promoted_posts_line_item").on(t.line_item_id, t.post_id),
    index("ads_promoted_posts_source").on(t.account_id, t.source_post_id),
  ],
);

export const promotedAccounts = pgTable(
  "ads_promoted_accounts",
  {
    ...adsRowColumns(),
    line_item_id: lineItemRef(),
    user_id: text("user_id").notNull(),
    entity_status: text("entity_status").notNull().default("ACTIVE"),
    approval_status: text("approval_status").notNull().default("ACCEPTED"),
  },
  (t) => [
    index("ads_promoted_accounts_page").on(t.account_id, t.created_at, t.id),
    index("ads_promoted_accounts_line_item").on(t.line_item_id, t.user_id),
  ],
);

/** `post_id` stays null until the scheduled post goes live (posts/go-live.ts sets it). */
export const scheduledPromotedPosts = pgTable(
  "ads_scheduled_promoted_posts",
  {
    ...adsRowColumns(),
    line_item_id: lineItemRef(),
    scheduled_post_id: text("scheduled_post_id")
      .notNull()
      .references(() => scheduledPosts.id),
    post_id: text("post_id"),
  },
  (t) => [
    index("ads_scheduled_promoted_posts_page").on(t.account_id, t.created_at, t.id),
    index("ads_scheduled_promoted_posts_scheduled").on(t.scheduled_post_id),
  ],
);

export const mediaCreatives = pgTable(
  "ads_media_creatives",
  {
    ...adsRowColumns(),
    line_item_id: lineItemRef(),
    account_media_id: text("account_media_id")
      .notNull()
      .references(() => accountMedia.id),
    creative_type: text("creative_type").notNull(),
    landing_url: text("landing_url"),
    entity_status: text("entity_status").notNull().default("ACTIVE"),
    approval_status: text("approval_status").notNull().default("ACCEPTED"),
  },
  (t) => [
    index("ads_media_creatives_page").on(t.account_id, t.created_at, t.id),
    index("ads_media_creatives_line_item").on(t.line_item_id),
  ],
);

export const lineItemCuratedCategories = pgTable(
  "ads_line_item_curated_categories",
  {
    ...adsRowColumns(),
    line_item_id: lineItemRef(),
    curated_category_id: text("curated_category_id").notNull(),
  },
  (t) => [
    index("ads_line_item_curated_categories_page").on(t.account_id, t.created_at, t.id),
    index("ads_line_item_curated_categories_line_item").on(t.line_item_id),
  ],
);
