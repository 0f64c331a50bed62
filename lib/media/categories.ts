/**
 * Media categories of the upload interface (FACTS "Media upload"): the media type each holds, the
 * media_key prefix and the size limit. The reference platform's TWEET_* names are accepted as aliases,
 * in any letter case (its clients send "tweet_video").
 */
export const CATEGORIES = {
  POST_IMAGE: { mediaType: "IMAGE", prefix: "3_", maxBytes: 5 * 1024 * 1024 },
  POST_GIF: { mediaType: "GIF", prefix: "16_", maxBytes: 15 * 1024 * 1024 },
  POST_VIDEO: { mediaType: "VIDEO", prefix: "7_", maxBytes: 512 * 1024 * 1024 },
  AMPLIFY_VIDEO: { mediaType: "VIDEO", prefix: "13_", maxBytes: 512 * 1024 * 1024 },
} as const;

export type MediaCategory = keyof typeof CATEGORIES;
export type MediaType = (typeof CATEGORIES)[MediaCategory]["mediaType"];
export const CATEGORY_NAMES = Object.keys(CATEGORIES) as [MediaCategory, ...MediaCategory[]];
export const MEDIA_TYPES = ["IMAGE", "GIF", "VIDEO"] as const;

const ALIASES: Record<string, MediaCategory> = {
  TWEET_IMAGE: "POST_IMAGE",
  TWEET_GIF: "POST_GIF",
  TWEET_VIDEO: "POST_VIDEO",
};

/** The category a client named, or null when it is none of ours (nor an alias). */
export function parseCategory(value: string): MediaCategory | null {
  const upper = value.trim().toUpperCase();
  if (upper in CATEGORIES) return upper as MediaCategory;
  return ALIASES[upper] ?? null;
}

export const CATEGORY_HINT = `${CATEGORY_NAMES.join(", ")} (or tweet_image, tweet_gif, tweet_video)`;

/** Limits read as people say them ("5 MB"). */
export const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`;

/** media_key of a media id in a category. */
export const mediaKeyOf = (category: MediaCategory, mediaId: string) =>
  `${CATEGORIES[category].prefix}${mediaId}`;
