import type { Tx } from "@/lib/db/client";
import { newId } from "@/lib/crypto/tokens";
import type { AdsCtx } from "../../ads-kernel/context";
import { AdsError } from "../../ads-kernel/errors";
import { cardProblem } from "./card-uri";
import { checkMediaKeys, type MediaKind } from "./media-keys";
import { checkAsUser } from "./promotable-users";
import { now as clockNow } from "@/lib/time/clock";

/**
 * What a post, a draft and a scheduled post attach: the card (card_uri) and the media (media_keys),
 * checked against the account at write time and again when a scheduled post goes live.
 * Returns the kind of media (video fields need a video).
 */
export async function checkAttachments(
  tx: Tx,
  accountId: string,
  c: { card_uri?: string | null; media_keys?: string[] },
): Promise<MediaKind | null> {
  if (c.card_uri) {
    const problem = await cardProblem(tx, accountId, c.card_uri);
    if (problem) throw AdsError.invalid("card_uri", problem);
  }
  return checkMediaKeys(tx, accountId, c.media_keys ?? []);
}

type DraftInput = {
  as_user_id: string;
  text?: string;
  card_uri?: string | null;
  media_keys?: string[];
  nullcast: boolean;
  name?: string;
};

/**
 * A new draft's or scheduled post's row (the fields they share), after the checks both make: who it
 * is posted as, its card and its media.
 */
export async function checkedDraftValues(tx: Tx, ctx: AdsCtx, p: DraftInput) {
  await checkAsUser(tx, ctx, p.as_user_id, p.nullcast);
  await checkAttachments(tx, ctx.account.id, p);
  const now = clockNow();
  return {
    id: newId(),
    account_id: ctx.account.id,
    user_id: p.as_user_id,
    text: p.text ?? "",
    card_uri: p.card_uri ?? null,
    media_keys: p.media_keys ?? [],
    nullcast: p.nullcast,
    name: p.name ?? null,
    created_at: now,
    updated_at: now,
  };
}
