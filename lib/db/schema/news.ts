import { index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { ts } from "./ads-columns";

/** What a story is about, from the reference list shipped with the product (lib/news/reference.ts). */
export type StoryContexts = {
  entities: {
    events: string[];
    organizations: string[];
    people: string[];
    places: string[];
    products: string[];
  };
  topics: string[];
  finance: { tickers: string[] };
  sports: { teams: string[] };
};

/**
 * News stories (FACTS "News"): clusters of related posts, rebuilt by news.refresh
 * (lib/news/refresh.ts). The id is derived from the cluster (its anchor term and first post), so
 * the same cluster keeps its id across refreshes; `terms` holds the words a search matches.
 */
export const newsStories = pgTable(
  "news_stories",
  {
    id: text("id").primaryKey(),
    anchor: text("anchor").notNull(),
    name: text("name").notNull(),
    category: text("category").notNull(),
    hook: text("hook").notNull(),
    summary: text("summary").notNull(),
    disclaimer: text("disclaimer").notNull(),
    contexts: jsonb("contexts").$type<StoryContexts>().notNull(),
    keywords: jsonb("keywords").$type<string[]>().notNull(),
    post_ids: jsonb("post_ids").$type<string[]>().notNull(),
    terms: text("terms").notNull(),
    created_at: ts("created_at").notNull(),
    updated_at: ts("updated_at").notNull(),
  },
  (t) => [index("news_stories_updated").on(t.updated_at)],
);
