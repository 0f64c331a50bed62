import type { Context } from "hono";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { apps } from "@/lib/db/schema";
import { approveRequestToken, type PendingRequest } from "@/lib/auth/oauth1/request-tokens";
import { csrfToken } from "@/lib/auth/form-csrf";
import { approvalPage, pinPage } from "@/lib/auth/pages/oauth1-approval";
import { errorPage } from "@/lib/http/html";
import { withParams } from "../../http/url";
import { pagePolicy } from "../../http/security-headers";
import { config } from "@/lib/config/env";

/** The steps the OAuth 1.0a approval pages share: the app, the page, and the answer after approval. */
export const INVALID =
  "This authorization request is no longer valid: it is unknown, expired, or was already used. Start again from the application.";

export type Mode = "authorize" | "authenticate";

export function truthy(v: string | undefined): boolean {
  return v === "true" || v === "1";
}

export async function loadApp(req: PendingRequest) {
  return (await db().select().from(apps).where(eq(apps.id, req.appId)).limit(1))[0];
}

export async function finishApproval(
  c: Context,
  req: PendingRequest,
  appName: string,
  userId: string,
): Promise<Response> {
  if (req.callback === "oob") {
    const code = await approveRequestToken(req.token, userId, "pin");
    return code
      ? c.html(pinPage(appName, code))
      : c.html(errorPage("Authorization failed", INVALID), 400);
  }
  const verifier = await approveRequestToken(req.token, userId, "redirect");
  if (!verifier) return c.html(errorPage("Authorization failed", INVALID), 400);
  return c.redirect(
    withParams(req.callback, { oauth_token: req.token, oauth_verifier: verifier }),
    302,
  );
}

export function render(
  c: Context,
  mode: Mode,
  req: PendingRequest,
  app: typeof apps.$inferSelect,
  opts: { signedInAs: string | null; screenName?: string; error?: string; force: boolean },
) {
  // Approving or denying redirects to the callback, which form-action must allow.
  c.header("content-security-policy", pagePolicy(config().publicBaseUrl, [req.callback]));
  const hidden: Record<string, string> = { oauth_token: req.token, csrf_token: csrfToken(c) };
  if (opts.force) hidden.force_login = "true";
  return approvalPage({
    action: `/oauth/${mode}`,
    appName: app.name,
    appWebsite: app.website,
    appDescription: app.description,
    accessLevel: req.accessLevel,
    hidden,
    signedInAs: opts.signedInAs,
    prefillScreenName: opts.screenName,
    error: opts.error,
    switchUserHref: `/oauth/${mode}?oauth_token=${encodeURIComponent(req.token)}&force_login=true`,
  });
}
