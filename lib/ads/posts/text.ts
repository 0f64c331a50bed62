import type { z } from "zod";
import type { entitiesRecord } from "./record";

/**
 * Post text rules. Length: Unicode code points of the NFC-normalised text (an emoji is one, a
 * combining accent joins its letter), at most 280; every URL counts as it is written. Entities are
 * found in the text; their indices are code-point offsets [start, end).
 */
export const MAX_POST_LENGTH = 280;
export const COMPAT_LENGTH = 140;

export const normalise = (text: string) => text.normalize("NFC");
export const postLength = (text: string) => Array.from(normalise(text)).length;
/** The length the interface checks: of the text as it is kept (trimmed), so the console counts the same. */
export const postTextLength = (text: string) => postLength(text.trim());

type Entities = z.output<typeof entitiesRecord>;

const HASHTAG = /(^|[^\p{L}\p{N}_&])#([\p{L}\p{N}_]*[\p{L}_][\p{L}\p{N}_]*)/gu;
const MENTION = /(^|[^\p{L}\p{N}_@])@([A-Za-z0-9_]{1,15})(?![A-Za-z0-9_@])/gu;
const URL_RE = /(^|[\s(])(https?:\/\/[^\s<>"]+[^\s<>".,:;!?)'])/giu;

/** Code-point indices of a match, from its UTF-16 offset. */
function span(text: string, at: number, matched: string): [number, number] {
  const start = Array.from(text.slice(0, at)).length;
  return [start, start + Array.from(matched).length];
}

export function entitiesOf(text: string): Entities {
  const out: Entities = { hashtags: [], urls: [], user_mentions: [] };
  for (const m of text.matchAll(HASHTAG)) {
    const at = m.index + m[1].length;
    out.hashtags.push({ text: m[2], indices: span(text, at, `#${m[2]}`) });
  }
  for (const m of text.matchAll(MENTION)) {
    const at = m.index + m[1].length;
    out.user_mentions.push({ screen_name: m[2], indices: span(text, at, `@${m[2]}`) });
  }
  for (const m of text.matchAll(URL_RE)) {
    const at = m.index + m[1].length;
    const url = m[2];
    const display = url.replace(/^https?:\/\//i, "");
    out.urls.push({
      url,
      expanded_url: url,
      display_url: display.length > 26 ? `${display.slice(0, 25)}…` : display,
      indices: span(text, at, url),
    });
  }
  return out;
}

/** post_mode=compat answers the first 140 code points and an ellipsis in `text` (truncated=true). */
export function modeText(
  full: string,
  mode: "compat" | "extended",
): { text: string; truncated: boolean } {
  const points = Array.from(full);
  if (mode === "extended" || points.length <= COMPAT_LENGTH)
    return { text: full, truncated: false };
  return { text: `${points.slice(0, COMPAT_LENGTH - 1).join("")}…`, truncated: true };
}

/** A reply or a mention-led post: left out of lists unless include_mentions_and_replies=true. */
export const startsWithMention = (text: string) => /^\s*@[A-Za-z0-9_]/.test(text);
