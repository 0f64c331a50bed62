import { z } from "zod";
import { userWriting } from "@/lib/auth/route-credentials";
import { defineV2Route } from "@/lib/http/route";
import { requireTier } from "@/lib/usage/capability";
import { like, unlike } from "../likes";
import { asSelf, postRefBody, postRefOf, EXAMPLE_POST, EXAMPLE_USER, idParam } from "./kit";

const writer = userWriting("like.write");
const params = z.object({ id: idParam("the user who likes") });
const liked = z.object({ data: z.object({ liked: z.boolean() }) });

/**
 * Likes (the reference's POST/DELETE /2/users/:id/likes): the body names the post as tweet_id, as the
 * reference's clients send it, or post_id. Liking twice, or taking back a like never given, answers
 * the state and changes nothing.
 */
export const LIKE_ROUTES = [
  defineV2Route({
    method: "POST",
    path: "/2/users/:id/likes",
    summary: "The user likes a post (its original, for a repost): like_count and like.create.",
    credential: writer,
    params,
    body: postRefBody("the post to like"),
    response: liked,
    errors: ["NotAuthorized", "ResourceNotFound", "ClientNotEnrolled"],
    example: {
      params: { id: EXAMPLE_USER },
      body: { tweet_id: EXAMPLE_POST },
      response: { data: { liked: true } },
      isolated: "NotAuthorized",
    },
    handler: async ({ caller, params: p, body: b }) => {
      requireTier(caller.app, "likes");
      const ref = postRefOf(b);
      await like(asSelf(caller, p.id), ref.id, ref.parameter);
      return { data: { liked: true } };
    },
  }),
  defineV2Route({
    method: "DELETE",
    path: "/2/users/:id/likes/:post_id",
    summary: "The user takes back a like.",
    credential: writer,
    params: params.extend({ post_id: idParam("the post liked") }),
    response: liked,
    errors: ["NotAuthorized", "ClientNotEnrolled"],
    example: {
      params: { id: EXAMPLE_USER, post_id: EXAMPLE_POST },
      response: { data: { liked: false } },
      isolated: "NotAuthorized",
    },
    handler: async ({ caller, params: p }) => {
      requireTier(caller.app, "likes");
      await unlike(asSelf(caller, p.id), p.post_id);
      return { data: { liked: false } };
    },
  }),
];
