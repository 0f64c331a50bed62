import type { Context } from "hono";
import type { adAccounts } from "@/lib/db/schema";
import { authenticateDeferred, type Caller } from "@/lib/auth/caller";
import type { Nonce } from "@/lib/auth/oauth1/nonce";
import { OAuthError } from "@/lib/http/errors";
import { consoleCsrfValid, consoleSession } from "@/lib/auth/console-session";
import { AdsError } from "./errors";
import { config } from "@/lib/config/env";
import { allowedActions, MATRIX, PERMISSION_LEVELS, type Action } from "./permissions";

export type AccountRow = typeof adAccounts.$inferSelect;

/** What every advertising handler knows about its call: who, on which account, through which base. */
export type AdsCtx = {
  caller: Caller;
  userId: string;
  sandbox: boolean;
  account: AccountRow;
  permissions: string[];
};

/**
 * Who calls, and the OAuth 1.0a nonce still to record: startCall (account-call.ts) records it in its
 * first statement, before anything else happens.
 */
export type AdsAuth = { caller: Caller; nonce?: Nonce };

/** An OAuth error in the advertising envelope, with its credential code beside it. */
export function asAdsError(err: OAuthError): AdsError {
  // The credential code (89 revoked or expired, 32 bad signature…) travels as a number, so a
  // client can tell "get a new token" apart.
  const body = err.body().errors[0];
  return new AdsError([
    { code: "UNAUTHORIZED_ACCESS", platform_code: body.code, message: body.message },
  ]);
}

/** User-context credentials only: the advertising interface acts for a person on an account. */
export async function adsCaller(c: Context): Promise<AdsAuth> {
  try {
    const auth = await authenticateDeferred(c, ["oauth1", "oauth2-user", "console"]);
    const caller = auth.caller;
    // A console session is a cookie: its writes need the session-bound CSRF header like the console API.
    if (caller.kind === "console" && c.req.method !== "GET") {
      const session = await consoleSession(c);
      if (!session || !consoleCsrfValid(c, session))
        throw AdsError.forbidden(
          "Missing or wrong x-csrf-token header for a console session write.",
          "CSRF_CHECK_FAILED",
        );
    }
    if (!caller.user)
      throw new AdsError([
        {
          code: "UNAUTHORIZED_ACCESS",
          message:
            "The advertising interface needs user context (OAuth 1.0a user token, OAuth 2.0 user token or a console session).",
        },
      ]);
    return auth;
  } catch (err) {
    throw err instanceof OAuthError ? asAdsError(err) : err;
  }
}

/**
 * The token itself may forbid a call, whatever the caller's permissions on an account: OAuth 2.0
 * without ads.read (or ads.write) at all, OAuth 2.0 without ads.write for a write, or a read-only
 * token (OAuth 1.0a read access) for a write. `write` is whether the call changes anything (handler.ts, handle()).
 */
export function tokenAllows(caller: Caller, write: boolean): string | null {
  if (caller.scopes) {
    if (write && !caller.scopes.includes("ads.write"))
      return "This OAuth 2.0 token lacks the ads.write scope.";
    if (!write && !caller.scopes.includes("ads.read") && !caller.scopes.includes("ads.write"))
      return "This OAuth 2.0 token lacks the ads.read scope.";
  }
  if (write && caller.accessLevel === "read")
    return "This token has read-only access; writes need a read-write token.";
  return null;
}

/** The caller's permission levels on the account must allow the action (the matrix in permissions.ts). */
export function checkPermission(ctx: Pick<AdsCtx, "permissions">, action: Action): void {
  if (!allowedActions(ctx.permissions).has(action)) {
    const levels = PERMISSION_LEVELS.filter((l) => MATRIX[l].includes(action));
    throw AdsError.forbidden(
      `Your permissions on this account (${ctx.permissions.join(", ") || "none"}) do not allow ${action}; it needs one of ${levels.join(", ")}.`,
    );
  }
}

export type AccountLookup = { opts?: { allowDeleted?: boolean }; sandbox: boolean };

/**
 * The account in the path for this caller, from a row read beside the token's rate limit
 * (account-call.ts). An account the caller is not tied to answers
 * 403 ACCOUNT_NOT_FOUND (never 404, so ids of other advertisers' accounts reveal nothing).
 */
export function accountFrom(
  caller: Caller,
  accountId: string,
  row: { account: AccountRow | null; permissions: string[] | null } | undefined,
  { sandbox, opts = {} }: AccountLookup,
): AdsCtx {
  if (!row?.account || !row.permissions || (row.account.deleted && !opts.allowDeleted)) {
    throw AdsError.forbidden(
      `Account ${accountId} does not exist or is not associated with the authenticated user.`,
      "ACCOUNT_NOT_FOUND",
    );
  }
  if (row.account.sandbox !== sandbox) {
    const where = row.account.sandbox
      ? `a sandbox account: call it under the sandbox base (${config().adsSandboxBaseUrl})`
      : `a production account: call it under the production base (${config().adsBaseUrl})`;
    throw AdsError.forbidden(`Account ${accountId} is ${where}.`, "ACCOUNT_NOT_FOUND");
  }
  return {
    caller,
    userId: caller.user!.id,
    sandbox,
    account: row.account,
    permissions: row.permissions,
  };
}
