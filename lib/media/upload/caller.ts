import type { Context } from "hono";
import { authenticate, type Caller } from "@/lib/auth/caller";
import { consoleCsrfValid, consoleSession } from "@/lib/auth/console-session";
import { OAuthError } from "@/lib/http/errors";

/** OAuth 2.0 scopes that allow uploading: the reference's media.write, or a write scope media serve. */
const UPLOAD_SCOPES = ["media.write", "post.write", "ads.write"];

/**
 * Who uploads: a person, by OAuth 1.0a user context (the signature covers the query string and a
 * form body; a multipart body is not signed, as on the reference platform), an OAuth 2.0 user token
 * with media.write, or the console's session (its writes carry the session's x-csrf-token).
 */
export async function uploadCaller(
  c: Context,
  write: boolean,
): Promise<Caller & { user: NonNullable<Caller["user"]> }> {
  const caller = await authenticate(c, ["oauth1", "oauth2-user", "console"]);
  if (caller.kind === "console" && write) {
    const session = await consoleSession(c);
    if (!session || !consoleCsrfValid(c, session))
      throw new OAuthError(
        "NOT_PERMITTED",
        "Missing or wrong x-csrf-token header for a console session upload.",
      );
  }
  if (caller.scopes && !caller.scopes.some((s) => UPLOAD_SCOPES.includes(s)))
    throw new OAuthError("NOT_PERMITTED", "This OAuth 2.0 token lacks the media.write scope.");
  if (write && caller.accessLevel === "read")
    throw new OAuthError(
      "NOT_PERMITTED",
      "This token has read-only access; uploads need a read-write token.",
    );
  const user = caller.user;
  if (!user) throw new OAuthError("BAD_AUTHENTICATION_DATA", "Uploads need user context.");
  return { ...caller, user };
}
