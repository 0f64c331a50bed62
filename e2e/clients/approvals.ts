import { Browser } from "../support/http";
import { approve } from "../support/flows";
import { decide, signIn } from "../support/oauth2";

/**
 * The user's part of the flows, in the product's own approval pages, at the address the client
 * library sent the user to (run where that address reaches the product: the clients' processes).
 */
export type Person = { screen_name: string; password: string };

/** OAuth 1.0a: signs in on /oauth/authorize or /oauth/authenticate and allows; the callback's query or the PIN. */
export async function approveOAuth1({ url, user }: { url: string; user: Person }) {
  const link = new URL(url);
  const mode = link.pathname.endsWith("/authenticate") ? "authenticate" : "authorize";
  const res = await approve(
    new Browser(link.origin),
    link.searchParams.get("oauth_token")!,
    user,
    "allow",
    mode,
  );
  if (res.status === 302) return { callback: res.headers.get("location")! };
  const pin = /data-testid="pin">(\d+)</.exec(await res.text())?.[1];
  if (!pin)
    throw new Error(`the approval answered ${res.status} with neither a redirect nor a PIN`);
  return { pin };
}

/** OAuth 2.0: signs in, opens the client's authorization URL and allows; the callback URL. */
export async function approveOAuth2({ url, user }: { url: string; user: Person }) {
  const link = new URL(url);
  const browser = new Browser(link.origin);
  await signIn(browser, user);
  const res = await decide(browser, link.pathname + link.search);
  if (res.status !== 302)
    throw new Error(`the approval answered ${res.status}: ${await res.text()}`);
  return { callback: res.headers.get("location")! };
}
