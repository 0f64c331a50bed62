import { eq } from "drizzle-orm";
import { z } from "zod";
import { reading } from "@/lib/auth/route-credentials";
import { db } from "@/lib/db/client";
import { newsStories } from "@/lib/db/schema";
import { ServiceProblem } from "@/lib/http/problems";
import { defineV2Route } from "@/lib/http/route";
import { maxResults, nameList } from "@/lib/http/v2-params";
import { now } from "@/lib/time/clock";
import { searchStories } from "./search";
import { EXAMPLE_STORY_ID, exampleStory, NEWS_FIELDS, storySchema, storyView } from "./view";

/**
 * News (FACTS "News"): stories found by words, and one story by id, each answered with id and name
 * and the fields `news.fields` asks for. Read-only: a user's token or the app's bearer token.
 */
const reader = reading("post.read");
const MAX_QUERY = 2048;
const fields = { "news.fields": nameList(NEWS_FIELDS) };

const maxAgeHours = z
  .string()
  .regex(/^\d{1,4}$/, { error: "must be an integer from 1 to 720" })
  .optional()
  .transform((raw) => (raw === undefined ? 168 : Number(raw)))
  .refine((n) => n >= 1 && n <= 720, { error: "must be an integer from 1 to 720" })
  .meta({ description: "1 to 720, default 168 (7 days): stories updated within these hours" });

const search = defineV2Route({
  method: "GET",
  path: "/2/news/search",
  summary: "News stories of the last hours about a query's words, the best matches first.",
  credential: reader,
  params: z.object({
    query: z
      .string({ error: `is required: 1 to ${MAX_QUERY} characters` })
      .min(1, `must be 1 to ${MAX_QUERY} characters`)
      .max(MAX_QUERY, `must be 1 to ${MAX_QUERY} characters`),
    max_results: maxResults(100, 10),
    max_age_hours: maxAgeHours,
    ...fields,
  }),
  response: z.object({
    data: z.array(storySchema).optional(),
    meta: z.object({ result_count: z.number().int() }),
  }),
  example: {
    params: { query: "dashboard launch", max_results: "10", "news.fields": "summary,keywords" },
    response: { meta: { result_count: 0 } },
  },
  handler: async ({ params: p }) => {
    const rows = await searchStories(p.query, p.max_results, p.max_age_hours, now());
    if (!rows.length) return { meta: { result_count: 0 } };
    const data = rows.map((r) => storyView(r, p["news.fields"]));
    return { data, meta: { result_count: data.length } };
  },
});

const lookup = defineV2Route({
  method: "GET",
  path: "/2/news/:id",
  summary: "One news story, with the fields asked for.",
  credential: reader,
  params: z.object({
    id: z.string().regex(/^\d{1,19}$/, "must be the id (digits) of a news story"),
    ...fields,
  }),
  response: z.object({ data: storySchema }),
  errors: ["ResourceNotFound"],
  example: {
    params: { id: EXAMPLE_STORY_ID },
    response: { data: exampleStory },
    isolated: "ResourceNotFound",
  },
  handler: async ({ params: p }) => {
    const [row] = await db().select().from(newsStories).where(eq(newsStories.id, p.id));
    if (!row)
      throw new ServiceProblem(
        "ResourceNotFound",
        `There is no news story with id ${p.id}.`,
        "id",
        p.id,
      );
    return { data: storyView(row, p["news.fields"]) };
  },
});

/** Search before the lookup, whose pattern would take /2/news/search. */
export const NEWS_ROUTES = [search, lookup];
