import { AdsClient } from "../support/ads";
import { baseUrl, credentials } from "./support";

/** Shared by the card builder specs: the demo user's signed client. */
export function demoAds(): { ads: AdsClient; account: string } {
  const c = credentials();
  const ads = new AdsClient(
    baseUrl(),
    { key: c.consumer_key, secret: c.consumer_secret },
    { key: c.access_token, secret: c.access_token_secret },
    "/ads",
  );
  return { ads, account: c.account_id };
}
