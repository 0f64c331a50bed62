import { z } from "zod";
import { OAuthError } from "@/lib/http/errors";
import { definePlatformRoute } from "@/lib/http/platform-route";
import { defineV2Route, type Credential } from "@/lib/http/route";
import { SIGNATURE_ERRORS, userContext } from "../platform-credentials";

/** The caller's own user: 1.1 verify_credentials and the 2 users/me form used by OAuth 2.0 clients. */

/**
 * "Sat Nov 28 01:06:42 +0000 2026": the date format of the reference platform's 1.1 user objects,
 * which 1.1 clients parse as such (tweepy with Python's RFC 2822 parser).
 */
export function v1Date(d: Date): string {
  const [weekday, day, month, year, time] = d.toUTCString().replace(",", "").split(" ");
  return `${weekday} ${month} ${day} ${time} +0000 ${year}`;
}

/** A user token's scopes must include users.read; OAuth 1.0a tokens have no scopes. */
async function reader(c: Parameters<typeof userContext.resolve>[0]) {
  const caller = await userContext.resolve(c, {});
  if (caller.scopes && !caller.scopes.includes("users.read"))
    throw new OAuthError("NOT_PERMITTED", "This token lacks the users.read scope.");
  // With its app: /2/users/me bills the app a user read (lib/usage).
  return { ...caller.user, app: caller.app };
}

const example = { id: "1146654567674912769", name: "Analyst", screen_name: "analyst" };

export const verifyCredentials = definePlatformRoute({
  family: "platform",
  method: "GET",
  path: "/1.1/account/verify_credentials.json",
  summary: "The user whose token signed the request.",
  credential: { schemes: userContext.schemes, resolve: reader },
  response: z.object({
    id: z.string(),
    id_str: z.string(),
    name: z.string(),
    screen_name: z.string(),
    created_at: z.string().nullable().meta({ description: 'As "Sat Nov 28 01:06:42 +0000 2026".' }),
  }),
  errors: [...SIGNATURE_ERRORS, "NOT_PERMITTED"],
  example: {
    response: { ...example, id_str: example.id, created_at: "Sat Nov 28 01:06:42 +0000 2026" },
  },
  handler: async ({ caller: user }) => ({
    id: user.id,
    id_str: user.id,
    name: user.name,
    screen_name: user.screenName,
    created_at: user.createdAt ? v1Date(user.createdAt) : null,
  }),
});

/** A credential failure here is a problem (UnsupportedAuthentication, ClientForbidden), as on v2. */
const me: Credential<Awaited<ReturnType<typeof reader>>> = {
  scheme: "UserContext",
  resolve: reader,
};

export const usersMe = defineV2Route({
  method: "GET",
  path: "/2/users/me",
  summary: "The user whose token made the request.",
  credential: me,
  response: z.object({
    data: z.object({ id: z.string(), name: z.string(), username: z.string() }),
  }),
  example: {
    response: { data: { id: example.id, name: example.name, username: example.screen_name } },
  },
  meter: { family: "users.read", units: () => 1 },
  handler: async ({ caller: user }) => ({
    data: { id: user.id, name: user.name, username: user.screenName },
  }),
});
