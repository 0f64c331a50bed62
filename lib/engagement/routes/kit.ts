import { z } from "zod";
import type { Person } from "@/lib/auth/route-credentials";
import { ServiceProblem } from "@/lib/http/problems";

/** An id on the wire: digits, as a string. */
export const idParam = (what: string) =>
  z
    .string({ error: `must be the id (digits) of ${what}` })
    .regex(/^\d{1,19}$/, `must be the id (digits) of ${what}`);

/**
 * A user acts only as themselves: the path's user id must be the token's (the reference answers
 * the same refusal for another user's id).
 */
export function asSelf(person: Person, id: string, parameter = "id"): string {
  if (person.id !== id)
    throw new ServiceProblem(
      "NotAuthorized",
      `${parameter} must be the authenticated user's own id (${person.id}): a token acts only for its user.`,
      parameter,
      id,
    );
  return id;
}

/** The example's ids: the user making the call and a post or user it engages with. */
export const EXAMPLE_USER = "2244994945";
export const EXAMPLE_POST = "1228393702244134912";
export const EXAMPLE_TARGET = "783214";

/** The post a like or repost names: the reference's tweet_id, or post_id, and which was sent. */
export const postRefBody = (what: string) => {
  const post = idParam(what);
  return z
    .strictObject({ tweet_id: post.optional(), post_id: post.optional() })
    .refine((b) => Boolean(b.tweet_id ?? b.post_id), { message: "needs tweet_id or post_id" });
};

export const postRefOf = (b: { tweet_id?: string; post_id?: string }) =>
  b.tweet_id
    ? { id: b.tweet_id, parameter: "tweet_id" }
    : { id: b.post_id ?? "", parameter: "post_id" };
