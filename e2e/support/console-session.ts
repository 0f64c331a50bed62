import crypto from "node:crypto";

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
