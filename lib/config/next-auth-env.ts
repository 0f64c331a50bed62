/**
 * What next-auth needs, handed over through the environment: Next compiles the console's code into
 * bundles of their own, so the server cannot share a module with them, and next-auth reads
 * NEXTAUTH_URL and NEXTAUTH_SECRET from the environment itself. The process sets these at start
 * (lib/platform/start.ts) from its validated configuration; they are not settings for users.
 */
export type NextAuthEnv = {
  url: string;
  secret: string;
  consoleClientId: string;
  consoleClientSecret: string;
};

export function publishNextAuthEnv(v: NextAuthEnv): void {
  process.env.NEXTAUTH_URL = v.url;
  process.env.NEXTAUTH_SECRET = v.secret;
  process.env.SVC_CONSOLE_CLIENT_ID = v.consoleClientId;
  process.env.SVC_CONSOLE_CLIENT_SECRET = v.consoleClientSecret;
}

/** Read per request, never at import: the values exist only once the server has started. */
export function nextAuthEnv(): Partial<NextAuthEnv> {
  return {
    url: process.env.NEXTAUTH_URL,
    secret: process.env.NEXTAUTH_SECRET,
    consoleClientId: process.env.SVC_CONSOLE_CLIENT_ID,
    consoleClientSecret: process.env.SVC_CONSOLE_CLIENT_SECRET,
  };
}
