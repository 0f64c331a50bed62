import { z } from "zod";
import { userWriting } from "@/lib/auth/route-credentials";
import { defineV2Route } from "@/lib/http/route";
import { requireTier } from "@/lib/usage/capability";
import { follow, unfollow } from "../follows";
import { asSelf, EXAMPLE_TARGET, EXAMPLE_USER, idParam } from "./kit";

const writer = userWriting("follow.write");

/**
 * Following (the reference's POST /2/users/:id/following and DELETE
 * /2/users/:source_user_id/following/:target_user_id). Profiles here are all public: a follow is
 * never pending.
 */
export const FOLLOW_ROUTES = [
  defineV2Route({
    method: "POST",
    path: "/2/users/:id/following",
    summary: "The user follows another: follow.follow.",
    credential: writer,
    params: z.object({ id: idParam("the user who follows") }),
    body: z.strictObject({ target_user_id: idParam("the user to follow") }),
    response: z.object({
      data: z.object({ following: z.boolean(), pending_follow: z.boolean() }),
    }),
    errors: ["NotAuthorized", "ResourceNotFound", "ClientNotEnrolled"],
    example: {
      params: { id: EXAMPLE_USER },
      body: { target_user_id: EXAMPLE_TARGET },
      response: { data: { following: true, pending_follow: false } },
      isolated: "NotAuthorized",
    },
    handler: async ({ caller, params: p, body: b }) => {
      requireTier(caller.app, "following");
      await follow(asSelf(caller, p.id), b.target_user_id, "target_user_id");
      return { data: { following: true, pending_follow: false } };
    },
  }),
  defineV2Route({
    method: "DELETE",
    path: "/2/users/:source_user_id/following/:target_user_id",
    summary: "The user stops following another: follow.unfollow.",
    credential: writer,
    params: z.object({
      source_user_id: idParam("the user who follows"),
      target_user_id: idParam("the user followed"),
    }),
    response: z.object({ data: z.object({ following: z.boolean() }) }),
    errors: ["NotAuthorized", "ClientNotEnrolled"],
    example: {
      params: { source_user_id: EXAMPLE_USER, target_user_id: EXAMPLE_TARGET },
      response: { data: { following: false } },
      isolated: "NotAuthorized",
    },
    handler: async ({ caller, params: p }) => {
      requireTier(caller.app, "following");
      await unfollow(asSelf(caller, p.source_user_id, "source_user_id"), p.target_user_id);
      return { data: { following: false } };
    },
  }),
];
