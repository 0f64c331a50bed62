import { eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { apps } from "@/lib/db/schema";
import { decrypt } from "@/lib/crypto/secret-box";
import { safeEqual } from "@/lib/crypto/tokens";
import { parseBasic } from "../basic";
import { OAuth2Error } from "@/lib/http/oauth2-error";

/**
 * OAuth 2.0 clients (RFC 6749): lookup, redirect URI rule, client authentication; errors follow 5.2
 * (lib/http/oauth2-error.ts, the oauth2 family's format).
 */
export type AppRow = typeof apps.$inferSelect;

export async function appByClientId(clientId: string | undefined): Promise<AppRow | null> {
  if (!clientId) return null;
  const app = (await db().select().from(apps).where(eq(apps.consumerKey, clientId)).limit(1))[0];
  return app && !app.deletedAt && !app.suspended ? app : null;
}

/** Redirect URIs must equal a registered callback exactly (no prefix or query tolerance in OAuth 2.0). */
export function redirectUriRegistered(app: AppRow, redirectUri: string | undefined): boolean {
  return !!redirectUri && app.callbackUrls.includes(redirectUri);
}

/**
 * Client authentication at the token and revocation endpoints. Every app here is a confidential
 * client (it has a secret), so the secret is required: HTTP Basic, or client_id + client_secret in
 * the body (RFC 6749 2.3.1); a client_id alone is refused.
 */
export async function authenticateClient(
  authorization: string | undefined,
  body: { clientId?: string; clientSecret?: string },
): Promise<AppRow> {
  const creds =
    parseBasic(authorization) ??
    (body.clientId && body.clientSecret ? { id: body.clientId, secret: body.clientSecret } : null);
  if (!creds)
    throw new OAuth2Error(
      "invalid_client",
      "Client authentication required: send the client id and secret with HTTP Basic (or client_id and client_secret in the body).",
    );
  const app = await appByClientId(creds.id);
  if (!app || !safeEqual(decrypt(app.consumerSecretEnc), creds.secret))
    throw new OAuth2Error(
      "invalid_client",
      "Client authentication failed: check the client id and secret.",
    );
  return app;
}
