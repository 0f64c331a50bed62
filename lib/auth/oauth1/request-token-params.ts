import { OAuthError } from "@/lib/platform/errors";
import type { AccessLevel } from "@/lib/apps/schema";
import type { AppRow } from "./verify";

/** The request_token step's own parameters: the access level asked for and the callback. */
/** read < read-write: svc_auth_access_type may only lower the app's registered level. */
export function lowerAccessLevel(app: AccessLevel, asked: string | undefined): AccessLevel {
  if (asked === undefined || asked === "") return app;
  if (asked !== "read" && asked !== "write") {
    throw new OAuthError(
      "COULD_NOT_AUTHENTICATE",
      `svc_auth_access_type must be read or write, got "${asked}".`,
    );
  }
  return asked === "read" ? "read" : app;
}

/**
 * Registered callbacks match on scheme, host, port and path; the query string a client adds (state of
 * its own) is allowed. Apps with no registered callback are desktop apps and may only use oob.
 */
export function checkCallback(app: AppRow, callback: string | undefined): string {
  if (!callback)
    throw new OAuthError(
      "COULD_NOT_AUTHENTICATE",
      "oauth_callback is required: a registered callback URL, or oob for PIN mode.",
    );
  if (callback === "oob") return callback;
  if (app.callbackUrls.length === 0) throw new OAuthError("DESKTOP_APP_OOB_ONLY");
  const strip = (u: string) => {
    try {
      const url = new URL(u);
      return `${url.protocol}//${url.host.toLowerCase()}${url.pathname}`;
    } catch {
      return null;
    }
  };
  const wanted = strip(callback);
  if (wanted && app.callbackUrls.some((registered) => strip(registered) === wanted))
    return callback;
  throw new OAuthError(
    "CALLBACK_NOT_APPROVED",
    `"${callback}" is not registered; this app's callback URLs are: ${app.callbackUrls.join(", ")}.`,
  );
}
