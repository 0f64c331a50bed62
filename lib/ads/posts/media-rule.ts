/**
 * The media rule of a post, a draft and a scheduled post (document 1, Limits): at most 4 images, or
 * 1 GIF, or 1 video, never mixed. Pure and client-safe: the interface (media-keys.ts) and the console's
 * composer use this one function, so the composer says the same thing before submitting.
 */
export type MediaKind = "IMAGE" | "GIF" | "VIDEO";
export const MEDIA_RULE = "at most 4 images, or 1 GIF, or 1 video (not mixed)";
export const MAX_IMAGES = 4;

/** What is wrong with these media kinds ("has 5 images"), or null when a post may carry them. */
export function mediaProblem(types: readonly MediaKind[]): string | null {
  const kinds = [...new Set(types)];
  const images = types.filter((t) => t === "IMAGE").length;
  if (kinds.length > 1) return `mixes ${kinds.join(" and ")}`;
  if (kinds[0] === "IMAGE" && images > MAX_IMAGES) return `has ${images} images`;
  if (kinds[0] && kinds[0] !== "IMAGE" && types.length > 1)
    return `has ${types.length} ${kinds[0] === "GIF" ? "GIFs" : "videos"}`;
  return null;
}

/** The whole sentence the interface answers: "media_keys has 5 images; a post takes …". */
export const mediaRuleMessage = (param: string, problem: string) =>
  `${param} ${problem}; a post takes ${MEDIA_RULE}.`;

const WORDS: Record<MediaKind, string> = { IMAGE: "images", GIF: "a GIF", VIDEO: "a video" };

/** The rule as the console says it, in words rather than kinds: "Your media mixes images and a video; …". */
export function mediaSentence(subject: string, kinds: readonly MediaKind[]): string | null {
  const problem = mediaProblem(kinds);
  if (!problem) return null;
  return mediaRuleMessage(
    subject,
    problem.replace(/\b(IMAGE|GIF|VIDEO)\b/g, (k) => WORDS[k as MediaKind]),
  );
}
