import { z } from "zod";
import { reading } from "@/lib/auth/route-credentials";
import { ServiceProblem } from "@/lib/http/problems";
import { defineV2Route } from "@/lib/http/route";
import { maxResults } from "@/lib/http/v2-params";
import {
  postViews,
  postViewSchema,
  selectedFields,
  type Spelling,
} from "@/lib/engagement/post-view";
import { includesOf, includesSchema } from "@/lib/engagement/post-includes";
import { decodeCursor, encodeCursor, searchPosts } from "../search";
import { fieldParams, pageToken, windowParams } from "./params";
import { windowOf } from "./window";

const reader = reading("post.read");
const answer = z.object({
  data: z.array(postViewSchema).optional(),
  includes: includesSchema,
  meta: z.object({
    result_count: z.number().int(),
    newest_id: z.string().optional(),
    oldest_id: z.string().optional(),
    next_token: z.string().optional(),
  }),
});

function searchRoute(base: string, spelling: Spelling, index: "recent" | "all") {
  return defineV2Route({
    method: "GET",
    path: `${base}/search/${index}`,
    summary:
      index === "recent"
        ? "Posts of the last 7 days that match a query, newest first (or most engaged first)."
        : "Posts of the whole archive that match a query (the last 30 days unless start_time says).",
    credential: reader,
    params: z.object({
      ...windowParams,
      max_results: maxResults(100, 10),
      next_token: pageToken,
      pagination_token: pageToken,
      sort_order: z.enum(["recency", "relevancy"]).default("recency"),
      ...fieldParams,
    }),
    response: answer,
    example: {
      params: { query: "dashboard from:demo -is:reply", max_results: "10" },
      response: { meta: { result_count: 0 } },
    },
    meter: { family: "posts.read", units: (a) => a.data?.length ?? 0 },
    handler: async ({ params: p }) => {
      const window = windowOf(p, index);
      const token = p.next_token ?? p.pagination_token;
      const cursor = token ? decodeCursor(token) : null;
      if (token && !cursor)
        throw new ServiceProblem(
          "InvalidRequest",
          "next_token is not one this search gave.",
          "next_token",
        );
      const page = { max: p.max_results, cursor, sort: p.sort_order };
      const { rows, next } = await searchPosts(window, page);
      if (!rows.length) return { meta: { result_count: 0 } };
      const fields = selectedFields(p);
      const data = await postViews(rows, spelling, fields);
      const includes = await includesOf(rows, p, spelling, fields);
      const ids = rows.map((r) => BigInt(r.id));
      const meta = {
        result_count: rows.length,
        newest_id: ids.reduce((a, b) => (b > a ? b : a)).toString(),
        oldest_id: ids.reduce((a, b) => (b < a ? b : a)).toString(),
        ...(next ? { next_token: encodeCursor(next) } : {}),
      };
      return { data, ...(includes ? { includes } : {}), meta };
    },
  });
}

export const SEARCH_ROUTES = [
  searchRoute("/2/posts", "post", "recent"),
  searchRoute("/2/posts", "post", "all"),
  searchRoute("/2/tweets", "tweet", "recent"),
  searchRoute("/2/tweets", "tweet", "all"),
];
