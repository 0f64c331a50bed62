/**
 * What the media picker shows of an item and the checks a builder passes it. Pure, unit-tested
 * (media-facts.test.ts). The page maps media library records (media_key, media_type, width, height,
 * duration in ms, media_url / poster_media_url) to `PickerMedia`.
 */
export type PickerMedia = {
  id: string;
  name: string;
  mediaType: "IMAGE" | "GIF" | "VIDEO";
  thumbnailUrl?: string | null;
  width?: number | null;
  height?: number | null;
  durationMs?: number | null;
};

/** Why an item cannot be used here, or null when it can. */
export type MediaCheck = (item: PickerMedia) => string | null;

export function formatDuration(ms: number): string {
  const total = Math.round(ms / 1000);
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const pad = (n: number) => String(n).padStart(2, "0");
  return h ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

const COMMON: [string, number][] = [
  ["1:1", 1],
  ["16:9", 16 / 9],
  ["9:16", 9 / 16],
  ["4:3", 4 / 3],
  ["3:4", 3 / 4],
  ["1.91:1", 1.91],
  ["5:2", 2.5],
  ["4:5", 0.8],
  ["2:1", 2],
];

/** "16:9" for the usual shapes (within 1%), else "1.33:1". */
export function aspectName(width: number, height: number): string {
  const r = width / height;
  const known = COMMON.find(([, v]) => Math.abs(r / v - 1) <= 0.01);
  return known ? known[0] : `${r.toFixed(2)}:1`;
}

const TYPE_WORD = { IMAGE: "Image", GIF: "GIF", VIDEO: "Video" } as const;

/** "Video · 1920 × 1080 · 0:15". */
export function mediaFacts(item: PickerMedia): string {
  const parts: string[] = [TYPE_WORD[item.mediaType]];
  if (item.width && item.height) parts.push(`${item.width} × ${item.height}`);
  if (item.durationMs != null) parts.push(formatDuration(item.durationMs));
  return parts.join(" · ");
}

const ARTICLE = { IMAGE: "an image", GIF: "a GIF", VIDEO: "a video" } as const;

export const needsType =
  (...types: PickerMedia["mediaType"][]): MediaCheck =>
  (item) =>
    types.includes(item.mediaType)
      ? null
      : `needs ${types.map((t) => ARTICLE[t]).join(" or ")}; this one is ${ARTICLE[item.mediaType]}`;

export const needsMinWidth =
  (min: number): MediaCheck =>
  (item) =>
    item.width == null
      ? `needs at least ${min} px wide; this one's width is not known yet`
      : item.width < min
        ? `needs at least ${min} px wide; this one is ${item.width} px`
        : null;

/** `ratio` as "1.91:1", "16:9" or "5:2"; within 1% counts as the same shape. */
export const needsAspect =
  (ratio: string): MediaCheck =>
  (item) => {
    const [w, h] = ratio.split(":").map(Number);
    if (!item.width || !item.height)
      return `needs an aspect ratio of ${ratio}; this one's size is not known yet`;
    const off = Math.abs(item.width / item.height / (w / h) - 1);
    return off <= 0.01
      ? null
      : `needs an aspect ratio of ${ratio}; this one is ${aspectName(item.width, item.height)}`;
  };

/** The first reason of several checks (type first, then size, then shape, as given). */
export const allOf =
  (...checks: MediaCheck[]): MediaCheck =>
  (item) => {
    for (const check of checks) {
      const reason = check(item);
      if (reason) return reason;
    }
    return null;
  };

/** The media library record's fields the picker reads (FACTS "Media upload … media library"). */
export type LibraryRecordLike = {
  media_key: string;
  media_type: string;
  name?: string | null;
  file_name?: string | null;
  media_url?: string | null;
  poster_media_url?: string | null;
  width?: number | null;
  height?: number | null;
  duration?: number | null;
};

/** A media library record as a picker item: named by name, else file name, else key; video by its poster. */
export function toPickerMedia(r: LibraryRecordLike): PickerMedia {
  const type = r.media_type.toUpperCase();
  const mediaType = type === "VIDEO" || type === "GIF" ? type : "IMAGE";
  return {
    id: r.media_key,
    name: r.name || r.file_name || r.media_key,
    mediaType,
    thumbnailUrl: mediaType === "VIDEO" ? r.poster_media_url : r.media_url,
    width: r.width,
    height: r.height,
    durationMs: r.duration,
  };
}
