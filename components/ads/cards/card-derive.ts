import { cardTypeOfComponents, cardTypeOfSlides, mediaKeysOf } from "@/lib/ads/cards/card-type";
import type { CardType, MediaKind } from "@/lib/ads/cards/card-type";
import type { CardMediaFacts } from "@/lib/db/schema";
import { AdsError } from "@/lib/ads-kernel/errors";
import { renderPostPage, type MediaMap, type PreviewAuthor } from "@/lib/ads/previews";
import type { LibraryRecordLike } from "@/components/media/media-facts";
import { shapeOf, toBody, type CardDraft } from "./card-draft";

/**
 * What the builder shows beside the form: the card type the interface will derive (the same function,
 * lib/ads/cards/card-type.ts) and the live preview (the same renderer the preview endpoint serves,
 * lib/ads/previews). Pure.
 */
export type DerivedType =
  | { state: "type"; type: CardType }
  | { state: "waiting"; message: string }
  | { state: "none"; message: string };

export type LibraryItem = LibraryRecordLike & { media_type: string };

/** The kind of each library key (GIFs and unknown keys: undefined). */
export function kindsOf(library: readonly LibraryItem[]): Map<string, MediaKind> {
  const out = new Map<string, MediaKind>();
  for (const r of library)
    if (r.media_type === "IMAGE" || r.media_type === "VIDEO" || r.media_type === "GIF")
      out.set(r.media_key, r.media_type);
  return out;
}

export function deriveType(d: CardDraft, kinds: ReadonlyMap<string, MediaKind>): DerivedType {
  const shape = shapeOf(d);
  const keys = shape.flatMap(mediaKeysOf);
  if (!keys.length || keys.some((k) => !kinds.has(k)))
    return { state: "waiting", message: "Choose the media to see the card type." };
  // Every key was found above; IMAGE only satisfies the type.
  const kindOf = (k: string): MediaKind => kinds.get(k) ?? "IMAGE";
  try {
    const type =
      d.mode === "slides"
        ? cardTypeOfSlides(shape, kindOf)
        : cardTypeOfComponents(shape[0], kindOf);
    return { state: "type", type };
  } catch (e) {
    if (e instanceof AdsError) return { state: "none", message: e.message };
    throw e;
  }
}

/** The library's media by key, as the preview renderer takes them. */
export function mediaMap(library: readonly LibraryItem[]): MediaMap {
  const out: MediaMap = {};
  for (const r of library)
    if (r.media_url)
      out[r.media_key] = {
        type: r.media_type,
        url: r.media_url,
        width: r.width ?? null,
        height: r.height ?? null,
        poster_url: r.poster_media_url ?? null,
      };
  return out;
}

/** The probed facts of the library's media, as the conversation card rules read them. */
export function factsOf(library: readonly LibraryItem[]): CardMediaFacts {
  const out: CardMediaFacts = {};
  for (const r of library)
    out[r.media_key] = {
      type: r.media_type,
      width: r.width ?? null,
      height: r.height ?? null,
      duration_ms: r.duration ?? null,
    };
  return out;
}

/** The whole preview page of a promoted-only post carrying the draft card. */
export function cardPreviewHtml(
  d: CardDraft,
  derived: DerivedType,
  media: MediaMap,
  author: PreviewAuthor,
): string {
  const type = derived.state === "type" ? derived.type : "CARD";
  return renderPostPage({
    author,
    text: "",
    media: [],
    card: { ...toBody(d), card_type: type },
    cardMedia: media,
    nullcast: true,
  });
}
