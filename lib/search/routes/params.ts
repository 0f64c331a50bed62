import { z } from "zod";
import { nameList } from "@/lib/http/v2-params";
import { POST_FIELDS } from "@/lib/engagement/post-view";
import { expansionParams } from "@/lib/engagement/post-includes";

/** The longest query search takes (FACTS "Post search"). */
export const MAX_QUERY = 512;

const time = (name: string) =>
  z.iso
    .datetime({
      offset: true,
      error: `${name} must be an ISO 8601 time such as 2026-11-21T00:00:00Z`,
    })
    .optional()
    .transform((v) => (v === undefined ? undefined : new Date(v)));
const id = (what: string) =>
  z
    .string()
    .regex(/^\d{1,19}$/, `must be the id (digits) of ${what}`)
    .optional();

/** The parameters search and counts share: the query, the window and the id bounds. */
export const windowParams = {
  query: z
    .string({ error: `is required: 1 to ${MAX_QUERY} characters` })
    .min(1, `must be 1 to ${MAX_QUERY} characters`)
    .max(MAX_QUERY, `must be 1 to ${MAX_QUERY} characters`),
  start_time: time("start_time"),
  end_time: time("end_time"),
  since_id: id("the post after which results start"),
  until_id: id("the post before which results end"),
};

export const pageToken = z
  .string()
  .regex(/^[\w-]{1,64}$/, "must be a next_token from a previous answer")
  .optional();

/** The field selectors, under both names (as on lookups). */
export const fieldParams = {
  "post.fields": nameList(POST_FIELDS),
  "tweet.fields": nameList(POST_FIELDS),
  ...expansionParams,
};
