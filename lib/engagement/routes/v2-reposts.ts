import { z } from "zod";
import { userWriting } from "@/lib/auth/route-credentials";
import { defineV2Route } from "@/lib/http/route";
import { repost, unrepost } from "../reposts";
import { asSelf, postRefBody, postRefOf, EXAMPLE_POST, EXAMPLE_USER, idParam } from "./kit";

const writer = userWriting("post.write");
const params = z.object({ id: idParam("the user who reposts") });

/**
 * Reposts under our spelling (/2/users/:id/reposts, answering `reposted`) and the reference's
 * (/2/users/:id/retweets, answering `retweeted`, as its clients read it). Either body field names
 * the post. Reposting twice, or taking back a repost never made, answers the state.
 */
const SPELLINGS = [
  { path: "/2/users/:id/reposts", state: "reposted" },
  { path: "/2/users/:id/retweets", state: "retweeted" },
] as const;

export const REPOST_ROUTES = SPELLINGS.flatMap(({ path, state }) => {
  const answer = z.object({ data: z.object({ [state]: z.boolean() }) });
  return [
    defineV2Route({
      method: "POST",
      path,
      summary: "The user reposts a post: repost_count and post.repost.create to its author.",
      credential: writer,
      params,
      body: postRefBody("the post to repost"),
      response: answer,
      errors: ["NotAuthorized", "ResourceNotFound"],
      example: {
        params: { id: EXAMPLE_USER },
        body: { tweet_id: EXAMPLE_POST },
        response: { data: { [state]: true } },
        isolated: "NotAuthorized",
      },
      handler: async ({ caller, params: p, body: b }) => {
        const ref = postRefOf(b);
        await repost(asSelf(caller, p.id), ref.id, ref.parameter);
        return { data: { [state]: true } };
      },
    }),
    defineV2Route({
      method: "DELETE",
      path: `${path}/:source_post_id`,
      summary: "The user takes back a repost (the repost is deleted: post.delete).",
      credential: writer,
      params: params.extend({ source_post_id: idParam("the post reposted") }),
      response: answer,
      errors: ["NotAuthorized"],
      example: {
        params: { id: EXAMPLE_USER, source_post_id: EXAMPLE_POST },
        response: { data: { [state]: false } },
        isolated: "NotAuthorized",
      },
      handler: async ({ caller, params: p }) => {
        await unrepost(asSelf(caller, p.id), p.source_post_id);
        return { data: { [state]: false } };
      },
    }),
  ];
});
