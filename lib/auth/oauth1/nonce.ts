import { OAuthError } from "@/lib/http/errors";
import { statements } from "./statements";

/**
 * A signed request's nonce, recorded only once its signature holds (so nobody can fill the table with
 * unsigned junk). The primary key makes a replay fail atomically, in whichever process it arrives.
 */
export type Nonce = { key: string; nonce: string; ts: number };

export const nonceReplayed = () =>
  new OAuthError(
    "COULD_NOT_AUTHENTICATE",
    "This oauth_nonce was already used; send a new nonce with every request.",
  );

export async function recordNonce(n: Nonce): Promise<void> {
  if ((await statements().insertNonce.execute(n)).length === 0) throw nonceReplayed();
}
