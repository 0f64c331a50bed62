import { desc, gte, inArray } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { newsStories } from "@/lib/db/schema";
import { plainWords } from "./terms";
import type { StoryRow } from "./view";

/** Stories a search reads at most (the newest): far more than a refresh makes in a month. */
const SCANNED = 5000;

/**
 * The stories matching a query (GET /2/news/search): those updated within `maxAgeHours` of `at`
 * holding at least one of the query's words among their terms (name, keywords, entities, topics),
 * most words held first, then the most recently updated, then the highest id. The answer changes
 * only when the stories do (or when one ages out of the window).
 */
export async function searchStories(
  query: string,
  max: number,
  maxAgeHours: number,
  at: Date,
): Promise<StoryRow[]> {
  const asked = [...new Set(plainWords(query))];
  if (!asked.length) return [];
  const since = new Date(at.getTime() - maxAgeHours * 3_600_000);
  const rows = await db()
    .select({ id: newsStories.id, terms: newsStories.terms })
    .from(newsStories)
    .where(gte(newsStories.updated_at, since))
    .orderBy(desc(newsStories.updated_at), desc(newsStories.id))
    .limit(SCANNED);
  const scored = rows
    .map((r, order) => {
      const terms = new Set(r.terms.split(" "));
      return { id: r.id, order, held: asked.filter((w) => terms.has(w)).length };
    })
    .filter((x) => x.held > 0)
    .sort((a, b) => b.held - a.held || a.order - b.order)
    .slice(0, max);
  if (!scored.length) return [];
  const found = await db()
    .select()
    .from(newsStories)
    .where(
      inArray(
        newsStories.id,
        scored.map((x) => x.id),
      ),
    );
  const byId = new Map(found.map((r) => [r.id, r]));
  return scored.flatMap((x) => byId.get(x.id) ?? []);
}
