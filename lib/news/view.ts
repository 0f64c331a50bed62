import { z } from "zod";
import type { newsStories } from "@/lib/db/schema";
import { storyContextsSchema } from "@/lib/events/shapes";

export type StoryRow = typeof newsStories.$inferSelect;

/** What `news.fields` may add to a story's id and name (FACTS "News"). */
export const NEWS_FIELDS = [
  "category",
  "hook",
  "summary",
  "disclaimer",
  "contexts",
  "keywords",
  "cluster_posts_results",
  "updated_at",
] as const;
export type NewsField = (typeof NEWS_FIELDS)[number];

const names = z.array(z.string());

export const storySchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string().optional(),
  hook: z.string().optional(),
  summary: z.string().optional(),
  disclaimer: z.string().optional(),
  contexts: storyContextsSchema.optional(),
  keywords: names.optional(),
  cluster_posts_results: z.array(z.object({ post_id: z.string() })).optional(),
  updated_at: z.string().optional(),
});
export type StoryView = z.infer<typeof storySchema>;

/** Every field of a story: what news.new carries. */
export function fullStory(r: StoryRow) {
  return {
    id: r.id,
    name: r.name,
    category: r.category,
    hook: r.hook,
    summary: r.summary,
    disclaimer: r.disclaimer,
    contexts: r.contexts,
    keywords: r.keywords,
    cluster_posts_results: r.post_ids.map((post_id) => ({ post_id })),
    updated_at: r.updated_at.toISOString(),
  };
}

const isField = (f: string): f is NewsField => NEWS_FIELDS.some((n) => n === f);

/** A story as the routes answer it: id and name, and the fields asked for (news.fields). */
export function storyView(r: StoryRow, fields: readonly string[]): StoryView {
  const all = fullStory(r);
  const out: StoryView = { id: all.id, name: all.name };
  for (const f of fields.filter(isField)) Object.assign(out, { [f]: all[f] });
  return out;
}

export const EXAMPLE_STORY_ID = "1850327846015025152";
export const exampleStory = { id: EXAMPLE_STORY_ID, name: "Dashboard: launch and beta" };
