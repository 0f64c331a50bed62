import crypto from "node:crypto";
import type { TestServer } from "./server";

/**
 * A console session for an in-process suite, made as the console's sign-in makes it: a grant row of
 * the first-party app and a next-auth JWT sealed with the server's secret naming it. Answers the
 * cookie and the session's x-csrf-token. Call after the in-process server started.
 */
export async function consoleSessionFor(userId: string): Promise<{ cookie: string; csrf: string }> {
  const { db } = await import("../../lib/db/client");
  const { apps, userTokens } = await import("../../lib/db/schema");
  const { eq } = await import("drizzle-orm");
  const { encode } = await import("next-auth/jwt");
  const { nextAuthSecret, consoleCsrfToken } = await import("../../lib/auth/console-session");
  const app = (await db().select().from(apps).where(eq(apps.firstParty, true)))[0];
  const grant = crypto.randomBytes(16).toString("hex");
  await db()
    .insert(userTokens)
    .values({
      id: crypto.randomUUID(),
      familyId: crypto.randomUUID(),
      appId: app.id,
      userId,
      scopes: ["console"],
      accessHash: grant,
      accessExpiresAt: new Date(Date.now() + 3600_000),
    });
  // next-auth's encode stamps its own iat (now): the CSRF token must name the same second, so a
  // session sealed across a second boundary is sealed again.
  let iat: number, jwt: string;
  do {
    iat = Math.floor(Date.now() / 1000);
    jwt = await encode({ token: { sub: userId, grant, iat }, secret: nextAuthSecret() });
  } while (Math.floor(Date.now() / 1000) !== iat);
  return {
    cookie: `next-auth.session-token=${jwt}`,
    csrf: consoleCsrfToken({ userId, issuedAt: iat }),
  };
}

/**
 * A console API call as the browser makes it: the session's cookie (none for `who` null), its
 * x-csrf-token unless `csrf` is false, a JSON body (a string is sent as it is, JSON or not).
 */
export function consoleFetch(
  srv: TestServer,
  who: { cookie: string; csrf: string } | null,
  method: string,
  path: string,
  body?: unknown,
  csrf = true,
): Promise<Response> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (who) headers.cookie = who.cookie;
  if (who && csrf) headers["x-csrf-token"] = who.csrf;
  if (body !== undefined) headers["content-type"] = "application/json";
  return srv.fetch!(`${srv.baseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}
