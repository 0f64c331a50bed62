import { getServerSession, type Session } from "next-auth";
import { redirect } from "next/navigation";
import { headers } from "next/headers";
import { connection } from "next/server";
import { authOptions } from "@/app/auth-options";
import { RETURN_PATH_HEADER, returnPath, sameOriginPath } from "@/lib/auth/safe-redirect";
import { nextAuthEnv } from "@/lib/config/next-auth-env";

/**
 * Only same-site destinations are followed after sign-in (no open redirect). next-auth hands the
 * sign-in page absolute URLs, so one on our own origin (NEXTAUTH_URL) is reduced to its path.
 */
export function safeCallbackUrl(value: unknown, fallback = "/console"): string {
  return sameOriginPath(value, nextAuthEnv().url ?? "http://localhost", fallback);
}

/**
 * Server components cannot see the request path, so the deep link to return to after sign-in comes
 * from the header server.ts sets on every request it hands to Next (path and query).
 */
export async function requireSession(): Promise<Session> {
  // Per-request rendering: the env vars the options need exist only at run time, never at build.
  await connection();
  const session = await getServerSession(authOptions());
  if (session) return session;
  const h = await headers();
  const back = returnPath(
    h.get(RETURN_PATH_HEADER),
    nextAuthEnv().url ?? "http://localhost",
    "/console",
  );
  redirect(`/signin?callbackUrl=${encodeURIComponent(back)}`);
}
