import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { reading } from "@/lib/auth/route-credentials";
import { db } from "@/lib/db/client";
import { posts } from "@/lib/db/schema";
import { ServiceProblem } from "@/lib/http/problems";
import { defineV2Route } from "@/lib/http/route";
import { nameList } from "@/lib/http/v2-params";
import {
  POST_FIELDS,
  postViews,
  postViewSchema,
  selectedFields,
  type Spelling,
} from "../post-view";
import { expansionParams, includesOf, includesSchema } from "../post-includes";
import { EXAMPLE_POST, idParam } from "./kit";

const reader = reading("post.read");
/** Both names of the field selector are taken on both spellings; their lists are merged. */
const fieldParams = {
  "post.fields": nameList(POST_FIELDS),
  "tweet.fields": nameList(POST_FIELDS),
  ...expansionParams,
};
const live = (ids: string[]) =>
  db()
    .select()
    .from(posts)
    .where(and(inArray(posts.id, ids), eq(posts.deleted, false)));

function lookupRoutes(base: string, spelling: Spelling) {
  const example = {
    id: EXAMPLE_POST,
    text: "Hello",
    [spelling === "post" ? "edit_history_post_ids" : "edit_history_tweet_ids"]: [EXAMPLE_POST],
  };
  return [
    defineV2Route({
      method: "GET",
      path: base,
      summary: "Posts by id (up to 100), with public_metrics and the other fields asked for.",
      credential: reader,
      params: z.object({
        ids: z
          .string()
          .regex(/^\d{1,19}(,\d{1,19}){0,99}$/, "must be 1 to 100 post ids, comma-separated"),
        ...fieldParams,
      }),
      response: z.object({ data: z.array(postViewSchema).optional(), includes: includesSchema }),
      example: { params: { ids: EXAMPLE_POST }, response: { data: [example] } },
      meter: { family: "posts.read", units: (a) => a.data?.length ?? 0 },
      handler: async ({ params: p }) => {
        const ids = p.ids.split(",");
        const rows = await live(ids);
        const byId = new Map(rows.map((r) => [r.id, r]));
        const found = ids.flatMap((id) => byId.get(id) ?? []);
        const fields = selectedFields(p);
        const data = await postViews(found, spelling, fields);
        const includes = await includesOf(found, p, spelling, fields);
        return data.length ? { data, ...(includes ? { includes } : {}) } : {};
      },
    }),
    defineV2Route({
      method: "GET",
      path: `${base}/:id`,
      summary: "One post, with public_metrics and the other fields asked for.",
      credential: reader,
      params: z.object({ id: idParam("a post"), ...fieldParams }),
      response: z.object({ data: postViewSchema, includes: includesSchema }),
      errors: ["ResourceNotFound"],
      example: {
        params: { id: EXAMPLE_POST },
        response: { data: example },
        isolated: "ResourceNotFound",
      },
      meter: { family: "posts.read", units: () => 1 },
      handler: async ({ params: p }) => {
        const [row] = await live([p.id]);
        if (!row)
          throw new ServiceProblem(
            "ResourceNotFound",
            `There is no post with id ${p.id}.`,
            "id",
            p.id,
          );
        const fields = selectedFields(p);
        const [data] = await postViews([row], spelling, fields);
        const includes = await includesOf([row], p, spelling, fields);
        return { data, ...(includes ? { includes } : {}) };
      },
    }),
  ];
}

/** Post lookup under both spellings. */
export const LOOKUP_ROUTES = [
  ...lookupRoutes("/2/posts", "post"),
  ...lookupRoutes("/2/tweets", "tweet"),
];
