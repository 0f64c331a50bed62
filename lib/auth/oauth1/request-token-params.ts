import { OAuthError } from "@/lib/http/errors";
import type { AccessLevel } from "@/lib/auth/apps/schema";
import type { AppRow } from "./verify";

/** The request_token step's own parameters: the access level asked for and the callback. */

/**
 * The access level asked for: svc_auth_access_type, or the reference platform's name for it,
 * x_auth_access_type, which its client libraries send (twitter-api-v2 in the body, tweepy in the query).
 */
export function askedAccessType(svc: string | undefined, x: string | undefined) {
  if (svc && x && svc !== x)
    throw new OAuthError(
      "COULD_NOT_AUTHENTICATE",
      `svc_auth_access_type and x_auth_access_type are the same parameter; send one (got "${svc}" and "${x}").`,
    );
  if (svc) return { name: "svc_auth_access_type", value: svc };
  return x ? { name: "x_auth_access_type", value: x } : undefined;
}

/** read < read-write: the access type asked for may only lower the app's registered level. */
export function lowerAccessLevel(
  app: AccessLevel,
  asked: { name: string; value: string } | undefined,
): AccessLevel {
  if (!asked) return app;
  if (asked.value !== "read" && asked.value !== "write") {
    throw new OAuthError(
      "COULD_NOT_AUTHENTICATE",
      `${asked.name} must be read or write, got "${asked.value}".`,
    );
  }
  return asked.value === "read" ? "read" : app;
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
