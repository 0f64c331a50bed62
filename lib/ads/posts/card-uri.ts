import type { Tx } from "@/lib/db/client";
import { findCardByUri } from "../cards/lookup";

/**
 * card_uri of a post, draft or scheduled post: "card://<id>" naming a card of the account, of any kind
 * (lib/ads/cards/lookup.ts), that is not deleted. Returns the problem, or null when the card is there.
 */
export async function cardProblem(tx: Tx, accountId: string, uri: string): Promise<string | null> {
  if (!/^card:\/\/\d{1,64}$/.test(uri))
    return `card_uri must be card:// followed by a card id, got "${uri.slice(0, 80)}"`;
  const found = await findCardByUri(accountId, uri, false, tx);
  return found ? null : `${uri} is not a card of account ${accountId} (or it was deleted)`;
}
