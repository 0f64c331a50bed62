import type { Context } from "hono";
import { stateOf, windowOf, type RateLimitState } from "@/lib/http/rate-limit";
import { nonceReplayed, recordNonce } from "@/lib/auth/oauth1/nonce";
import { OAuthError } from "@/lib/http/errors";
import type { AdsEnv, RouteOpts } from "./call";
import { AdsError } from "./errors";
import {
  accountFrom,
  asAdsError,
  checkPermission,
  tokenAllows,
  type AdsAuth,
  type AdsCtx,
} from "./context";
import {
  accountBucket,
  applyTokenRateLimit,
  takeAccountState,
  takeTokenState,
  tokenBucket,
} from "./rate-limits";
import { checkPathParams } from "./input";
import { answersOnly } from "./permissions";
import { hitAndAccount, nonceHitAndAccount } from "./call-statements";

/** The account's row and permissions, and the account bucket's state when the read was counted. */
type Found = Parameters<typeof accountFrom>[2] & { accountState: RateLimitState | null };

/**
 * The nonce, the token's hit, the account's read hit and the account in one statement
 * (call-statements.ts). A used nonce answers no row: refused as verify would have refused it, before
 * any other check. A write counts no account hit.
 */
async function firstStatement(
  { caller, nonce }: AdsAuth,
  bucket: { key: string; limit: number; window: number },
  accountId: string,
  isRead: boolean,
  headers: Record<string, string>,
): Promise<Found> {
  const { start, windowStart } = windowOf(bucket.window);
  const account = accountBucket(accountId);
  const accountWindow = windowOf(account.window);
  const params = {
    key: bucket.key,
    windowStart,
    accountId,
    userId: caller.user!.id,
    accountKey: account.key,
    accountWindowStart: accountWindow.windowStart,
    countAccount: isRead,
  };
  const rows = nonce
    ? await nonceHitAndAccount().execute({
        ...params,
        nonceKey: nonce.key,
        nonce: nonce.nonce,
        ts: nonce.ts,
      })
    : await hitAndAccount().execute(params);
  if (!rows[0]) throw asAdsError(nonceReplayed());
  takeTokenState(stateOf(rows[0].count, bucket.limit, start, bucket.window), headers);
  const { accountCount, ...found } = rows[0];
  const accountState =
    accountCount === null
      ? null
      : stateOf(accountCount, account.limit, accountWindow.start, account.window);
  return { ...found, accountState };
}

/** Without an account to read alongside: the nonce, then the hit, one statement each. */
async function separately(
  { nonce }: AdsAuth,
  bucket: { key: string; limit: number; window: number },
  headers: Record<string, string>,
): Promise<void> {
  try {
    if (nonce) await recordNonce(nonce);
  } catch (err) {
    throw err instanceof OAuthError ? asAdsError(err) : err;
  }
  await applyTokenRateLimit(bucket, headers);
}

/**
 * What every advertising call checks after authentication, in the order its errors rank: a replayed
 * nonce (401), the token's rate limit (429), what the token allows (403), the identifiers in the path
 * (400), then for a call on an account: that account (403), its read limit, the permission check.
 * Answers the account's context.
 */
export async function startCall(
  c: Context<AdsEnv>,
  auth: AdsAuth,
  pathParams: Record<string, string>,
  opts: RouteOpts,
  write: boolean,
  headers: Record<string, string>,
): Promise<AdsCtx | undefined> {
  const { caller } = auth;
  const accountId = opts.account === false ? null : (pathParams.account_id ?? null);
  // An estimate or a preview (`computesOnly`) spends the read budget, as a GET does.
  const isRead = answersOnly({ method: c.req.method, computesOnly: opts.computesOnly });
  const bucket = tokenBucket(caller, isRead, opts.bucket);
  // A bad identifier in the path ranks after the rate limit and the token: held until then, and the
  // account is not read for it.
  let pathProblem: unknown = null;
  try {
    checkPathParams(pathParams);
  } catch (err) {
    pathProblem = err;
  }
  let found: Found | undefined;
  if (accountId && !pathProblem)
    found = await firstStatement(auth, bucket, accountId, isRead, headers);
  else await separately(auth, bucket, headers);
  // Scopes and read-only tokens on every route, also those without an account in the path.
  const tokenProblem = tokenAllows(caller, write);
  if (tokenProblem) throw AdsError.forbidden(tokenProblem, "UNAUTHORIZED_CLIENT_APPLICATION");
  if (pathProblem) throw pathProblem;
  if (!accountId) return undefined;
  const ctx = accountFrom(caller, accountId, found, {
    sandbox: c.get("sandbox"),
    opts: {
      allowDeleted: !!opts.deletedAccountWithFlag && c.req.query("with_deleted") === "true",
    },
  });
  // Counted by the first statement for a tied caller's read only: an outsider's 403s spend no budget.
  if (found?.accountState) takeAccountState(found.accountState, headers);
  checkPermission(ctx, opts.action);
  return ctx;
}
