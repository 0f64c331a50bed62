import { Hono } from "hono";
import { authenticate } from "@/lib/auth/caller";
import { OAuthError } from "../../http/errors";

/** The caller's own user: 1.1 verify_credentials and the 2 users/me form used by OAuth 2.0 clients. */

/**
 * "Sat Nov 28 01:06:42 +0000 2026": the date format of the reference platform's 1.1 user objects,
 * which 1.1 clients parse as such (tweepy with Python's RFC 2822 parser).
 */
export function v1Date(d: Date): string {
  const [weekday, day, month, year, time] = d.toUTCString().replace(",", "").split(" ");
  return `${weekday} ${month} ${day} ${time} +0000 ${year}`;
}
export const userRoutes = new Hono();

userRoutes.get("/1.1/account/verify_credentials.json", async (c) => {
  const caller = await authenticate(c, ["oauth1", "oauth2-user"]);
  if (caller.scopes && !caller.scopes.includes("users.read"))
    throw new OAuthError("NOT_PERMITTED", "This token lacks the users.read scope.");
  const user = caller.user!;
  return c.json({
    id: user.id,
    id_str: user.id,
    name: user.name,
    screen_name: user.screenName,
    created_at: user.createdAt ? v1Date(user.createdAt) : null,
  });
});

userRoutes.get("/2/users/me", async (c) => {
  const caller = await authenticate(c, ["oauth1", "oauth2-user"]);
  if (caller.scopes && !caller.scopes.includes("users.read"))
    throw new OAuthError("NOT_PERMITTED", "This token lacks the users.read scope.");
  const user = caller.user!;
  return c.json({ data: { id: user.id, name: user.name, username: user.screenName } });
});
