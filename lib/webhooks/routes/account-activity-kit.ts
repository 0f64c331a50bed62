import type { Context } from "hono";
import { z } from "zod";
import { authenticate } from "@/lib/auth/caller";
import type { Credential } from "@/lib/http/route";
import { fail } from "@/lib/http/v2-fail";

/**
 * What the account activity routes share: who may subscribe a user, the limit, the parameter
 * and answer shapes.
 */

/** How many users one app may subscribe to account activity. */
export const MAX_ACCOUNT_SUBSCRIPTIONS = 1000;
/** OAuth 2.0 scopes covering what account activity delivers (posts, profile, DMs, follows, likes). */
export const ACCOUNT_ACTIVITY_SCOPES = [
  "users.read",
  "post.read",
  "dm.read",
  "follow.read",
  "like.read",
];

/** The subscribing user and app; OAuth 1.0a permissions stand in for scopes (they override them). */
async function userCaller(c: Context) {
  const caller = await authenticate(c, ["oauth1", "oauth2-user", "app-only"]);
  if (!caller.user)
    fail(
      "UnsupportedAuthentication",
      "Subscribing a user takes that user's context: OAuth 1.0a user credentials or an OAuth 2.0 user token, not an app-only bearer token.",
    );
  if (caller.scopes) {
    const missing = ACCOUNT_ACTIVITY_SCOPES.filter((s) => !caller.scopes?.includes(s));
    if (missing.length)
      fail(
        "NotAuthorized",
        `The user token lacks the scopes ${missing.join(", ")}; account activity needs ${ACCOUNT_ACTIVITY_SCOPES.join(", ")}.`,
      );
  }
  return { app: caller.app, user: caller.user };
}

export const subscriber: Credential<Awaited<ReturnType<typeof userCaller>>> = {
  scheme: "UserContext",
  resolve: userCaller,
};

export const exampleHook = "1146654567674912769";
export const hookParam = {
  webhook_id: z.string().meta({ description: "One of the app's webhooks." }),
};
export const subscribed = <T extends z.ZodType<boolean>>(value: T) =>
  z.object({ data: z.object({ subscribed: value }) });
