import { Ads } from "./ads-helpers";
import { DEFAULT_RETRY } from "./ads";
import { fullFlow } from "./flows";
import type { TestServer } from "./server";

/**
 * Other users' OAuth 1.0a tokens for an in-process suite. The OAuth flow helpers (flows.ts, http.ts)
 * call the global fetch with absolute URLs; `routeFetch` sends those of the in-process server's base
 * URL to its app (every other URL keeps the real fetch), so the same three-legged flow runs without a
 * port. Each file is its own process (node --test), so the global is only this suite's.
 */
export function routeFetch(srv: TestServer): void {
  const app = srv.fetch;
  if (!app) throw new Error("routeFetch: the server has no in-process fetch");
  const real = globalThis.fetch;
  const mine = (input: string | URL | Request) =>
    (typeof input === "string" ? input : input instanceof URL ? input.href : input.url).startsWith(
      `${srv.baseUrl}/`,
    );
  globalThis.fetch = (input, init) => (mine(input) ? app(input, init) : real(input, init));
}

/**
 * A token of a seeded user for the demo app through the three-legged flow (a new token for the same
 * user and app replaces the previous one); `extra` e.g. `{ svc_auth_access_type: "read" }`.
 */
export async function userClient(
  srv: TestServer,
  screenName: string,
  extra: Record<string, string> = {},
): Promise<Ads> {
  const c = srv.credentials;
  const user = c.users.find((u) => u.screen_name === screenName);
  if (!user) throw new Error(`no seeded user ${screenName}`);
  const consumer = { key: c.consumer_key, secret: c.consumer_secret };
  const t = await fullFlow(srv.baseUrl, consumer, user, "https://demo-app.example/callback", extra);
  const token = { key: t.oauth_token, secret: t.oauth_token_secret };
  return new Ads(srv.baseUrl, consumer, token, "/ads-sandbox", DEFAULT_RETRY, srv.fetch);
}
