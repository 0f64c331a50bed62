/**
 * Media categories of the upload interface (FACTS "Media upload"): the media type each holds, the
 * media_key prefix and the size limit. The reference platform's names are aliases (below).
 */
export const CATEGORY_NAMES = ["POST_IMAGE", "POST_GIF", "POST_VIDEO", "AMPLIFY_VIDEO"] as const;
export type MediaCategory = (typeof CATEGORY_NAMES)[number];

export const CATEGORIES = {
  POST_IMAGE: { mediaType: "IMAGE", prefix: "3_", maxBytes: 5 * 1024 * 1024 },
  POST_GIF: { mediaType: "GIF", prefix: "16_", maxBytes: 15 * 1024 * 1024 },
  POST_VIDEO: { mediaType: "VIDEO", prefix: "7_", maxBytes: 512 * 1024 * 1024 },
  AMPLIFY_VIDEO: { mediaType: "VIDEO", prefix: "13_", maxBytes: 512 * 1024 * 1024 },
} as const satisfies Record<MediaCategory, { mediaType: string; prefix: string; maxBytes: number }>;

export type MediaType = (typeof CATEGORIES)[MediaCategory]["mediaType"];
export const MEDIA_TYPES = ["IMAGE", "GIF", "VIDEO"] as const;

/**
 * THE alias table: the reference platform's names for our categories, in the spellings its clients
 * send (snake case of the upload interface, CamelCase of its older clients). DM and subtitle
 * categories (DmImage, SubtitleFile…) have no equivalent here, so they stay refused.
 */
const ALIAS_SPELLINGS: Record<string, MediaCategory> = {
  tweet_image: "POST_IMAGE",
  tweet_gif: "POST_GIF",
  tweet_video: "POST_VIDEO",
  TweetImage: "POST_IMAGE",
  TweetGif: "POST_GIF",
  TweetVideo: "POST_VIDEO",
  AmplifyVideo: "AMPLIFY_VIDEO",
};
const ALIASES = new Map(
  Object.entries(ALIAS_SPELLINGS).map(([name, category]) => [name.toUpperCase(), category]),
);

/** The category a client named (any letter case), or null when it is none of ours (nor an alias). */
export function parseCategory(value: string): MediaCategory | null {
  const upper = value.trim().toUpperCase();
  return CATEGORY_NAMES.find((name) => name === upper) ?? ALIASES.get(upper) ?? null;
}

export const CATEGORY_HINT = `${CATEGORY_NAMES.join(", ")} (any letter case), or the reference platform's names ${Object.keys(ALIAS_SPELLINGS).join(", ")}`;

/** Limits read as people say them ("5 MB"). */
export const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`;

/** media_key of a media id in a category. */
export const mediaKeyOf = (category: MediaCategory, mediaId: string) =>
  `${CATEGORIES[category].prefix}${mediaId}`;
