import type { Tx } from "@/lib/db/client";
import type { CardMediaFacts } from "@/lib/db/schema";
import { mediaUrl } from "@/lib/media/rows";
import { requireLibraryMedia } from "../media-library/lookup";
import type { MediaKind } from "./card-type";

/**
 * The probed facts of library media a card names: every key must be in the ACCOUNT's media library
 * and not deleted (INVALID_MEDIA naming the key otherwise: the integrators' most reported mistake).
 * The facts are kept with the card, so its record needs no join (CardMediaFacts).
 */
export type MediaFact = CardMediaFacts[string];
export type MediaRef = { key: string; path: string };

/** Where a card's media (or, with `poster`, a video's first frame) is served; null when unknown. */
export function factUrl(facts: CardMediaFacts, key: string | null, poster = false): string | null {
  const f = key ? facts[key] : undefined;
  return mediaUrl((poster ? f?.poster_storage_key : f?.storage_key) ?? null);
}

export function kindOf(facts: CardMediaFacts): (key: string) => MediaKind {
  return (key) => {
    const t = facts[key]?.type;
    return t === "VIDEO" || t === "GIF" ? t : "IMAGE";
  };
}

/**
 * The facts of each referenced key, from the account's media library (lib/ads/media-library/lookup.ts:
 * INVALID_MEDIA naming the parameter path of a key that is not there).
 */
export async function libraryFacts(
  tx: Tx,
  accountId: string,
  refs: MediaRef[],
): Promise<CardMediaFacts> {
  const found = await requireLibraryMedia(
    tx,
    accountId,
    refs.map((r) => r.key),
    (i) => refs[i]?.path ?? "media_key",
  );
  const facts: CardMediaFacts = {};
  for (const { media: m } of found)
    facts[m.media_key] = {
      type: m.media_type,
      width: m.width,
      height: m.height,
      duration_ms: m.duration_ms,
      storage_key: m.storage_key,
      poster_storage_key: m.poster_storage_key,
    };
  return facts;
}

/** "16:9" from a width and height (reduced), or null when unknown. */
export function aspectRatio(w: number | null, h: number | null): string | null {
  if (!w || !h) return null;
  const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
  const g = gcd(w, h);
  return `${w / g}:${h / g}`;
}
