import { AdsError } from "../../ads-kernel/errors";
import type { Component } from "./components";

/**
 * card_type from a card's components (FACTS "Cards and posts"; the 13 card_types of document 3), with
 * each media key's kind read from the media library by the caller. Pure: the console derives the
 * same type for its preview. A shape that is none of the combinations is UNKNOWN_CARD_TYPE.
 */
export const CARD_TYPES = [
  "IMAGE_APP",
  "IMAGE_CAROUSEL_APP",
  "IMAGE_CAROUSEL_WEBSITE",
  "IMAGE_MULTI_DEST_CAROUSEL_WEBSITE",
  "IMAGE_WEBSITE",
  "MIXED_MEDIA_MULTI_DEST_CAROUSEL_WEBSITE",
  "MIXED_MEDIA_SINGLE_DEST_CAROUSEL_APP",
  "MIXED_MEDIA_SINGLE_DEST_CAROUSEL_WEBSITE",
  "VIDEO_APP",
  "VIDEO_CAROUSEL_APP",
  "VIDEO_CAROUSEL_WEBSITE",
  "VIDEO_MULTI_DEST_CAROUSEL_WEBSITE",
  "VIDEO_WEBSITE",
] as const;
export type CardType = (typeof CARD_TYPES)[number];
export type MediaKind = "IMAGE" | "VIDEO" | "GIF";

export const COMBINATIONS =
  "MEDIA + DETAILS (IMAGE_WEBSITE, VIDEO_WEBSITE); MEDIA + BUTTON (IMAGE_APP, VIDEO_APP); " +
  "SWIPEABLE_MEDIA + DETAILS (IMAGE_CAROUSEL_WEBSITE, VIDEO_CAROUSEL_WEBSITE, MIXED_MEDIA_SINGLE_DEST_CAROUSEL_WEBSITE); " +
  "SWIPEABLE_MEDIA + BUTTON (IMAGE_CAROUSEL_APP, VIDEO_CAROUSEL_APP, MIXED_MEDIA_SINGLE_DEST_CAROUSEL_APP); " +
  "slides of MEDIA + DETAILS (IMAGE_MULTI_DEST_CAROUSEL_WEBSITE, VIDEO_MULTI_DEST_CAROUSEL_WEBSITE, MIXED_MEDIA_MULTI_DEST_CAROUSEL_WEBSITE)";

const unknown = (param: string, got: string) =>
  AdsError.of(
    "UNKNOWN_CARD_TYPE",
    `${param} (${got}) is not a card type. The combinations that exist: ${COMBINATIONS}.`,
    param,
  );

const shape = (cs: Component[]) => cs.map((c) => c.type).join(" + ");

/** IMAGE or VIDEO for a set of kinds, MIXED when both; GIFs are not card media. */
function mediaOf(kinds: MediaKind[]): "IMAGE" | "VIDEO" | "MIXED" {
  const images = kinds.filter((k) => k === "IMAGE").length;
  if (images === kinds.length) return "IMAGE";
  return images === 0 ? "VIDEO" : "MIXED";
}

export function mediaKeysOf(cs: Component[]): string[] {
  return cs.flatMap((c) =>
    c.type === "MEDIA" ? [c.media_key] : c.type === "SWIPEABLE_MEDIA" ? c.media_keys : [],
  );
}

export function cardTypeOfComponents(
  cs: Component[],
  kindOf: (key: string) => MediaKind,
  param = "components",
): CardType {
  const [media, desc, ...rest] = cs;
  const dest = desc?.type === "DETAILS" ? "WEBSITE" : desc?.type === "BUTTON" ? "APP" : undefined;
  if (!media || !dest || rest.length) throw unknown(param, shape(cs));
  if (media.type === "MEDIA") {
    const m = mediaOf([kindOf(media.media_key)]);
    return `${m === "IMAGE" ? "IMAGE" : "VIDEO"}_${dest}`;
  }
  if (media.type === "SWIPEABLE_MEDIA") {
    const m = mediaOf(media.media_keys.map(kindOf));
    return m === "MIXED" ? `MIXED_MEDIA_SINGLE_DEST_CAROUSEL_${dest}` : `${m}_CAROUSEL_${dest}`;
  }
  throw unknown(param, shape(cs));
}

export function cardTypeOfSlides(
  slides: Component[][],
  kindOf: (key: string) => MediaKind,
): CardType {
  slides.forEach((s, i) => {
    if (s.length !== 2 || s[0]?.type !== "MEDIA" || s[1]?.type !== "DETAILS")
      throw unknown(`slides[${i}]`, `${shape(s)}; each slide is MEDIA + DETAILS`);
  });
  const m = mediaOf(slides.flatMap(mediaKeysOf).map(kindOf));
  return m === "MIXED"
    ? "MIXED_MEDIA_MULTI_DEST_CAROUSEL_WEBSITE"
    : `${m}_MULTI_DEST_CAROUSEL_WEBSITE`;
}
