import { z } from "zod";
import type { CardMediaFacts } from "@/lib/db/schema";
import { baseRecord, baseRecordShape } from "../../ads-kernel/record-base";
import type { Instant } from "@/lib/db/decode";
import { factUrl } from "../cards/media-facts";

/**
 * Image and video conversation cards as answered (FACTS "Cards and posts"): the card's texts, its
 * media as URLs and sizes (the unlocked media's keys are write-only: URLs instead), card_uri.
 */
const s = z.string().nullable();
export const imageConversationRecordSchema = z.object({
  ...baseRecordShape,
  card_type: z.literal("IMAGE_CONVERSATION"),
  card_uri: z.string(),
  name: z.string(),
  title: s,
  first_cta: z.string(),
  first_cta_post: z.string(),
  second_cta: s,
  second_cta_post: s,
  third_cta: s,
  third_cta_post: s,
  fourth_cta: s,
  fourth_cta_post: s,
  thank_you_text: z.string(),
  thank_you_url: s,
  media_key: z.string(),
  media_url: s,
  image_display_width: z.number().int().nullable(),
  image_display_height: z.number().int().nullable(),
  unlocked_image_url: s,
});
export const videoConversationRecordSchema = imageConversationRecordSchema.extend({
  card_type: z.literal("VIDEO_CONVERSATION"),
  poster_media_url: s,
  video_width: z.number().int().nullable(),
  video_height: z.number().int().nullable(),
  video_poster_url: s,
  unlocked_video_url: s,
});
export type ImageConversationRecord = z.output<typeof imageConversationRecordSchema>;
export type VideoConversationRecord = z.output<typeof videoConversationRecordSchema>;

type Row = {
  id: string;
  account_id: string;
  deleted: boolean;
  created_at: Instant;
  updated_at: Instant;
  card_uri: string;
  name: string;
  first_cta: string;
  first_cta_post: string;
  thank_you_text: string;
  media_key: string;
  unlocked_image_media_key: string | null;
  media: CardMediaFacts;
} & Record<
  | "title"
  | "second_cta"
  | "second_cta_post"
  | "third_cta"
  | "third_cta_post"
  | "fourth_cta"
  | "fourth_cta_post"
  | "thank_you_url",
  string | null
>;
type VideoRow = Row & { poster_media_key: string | null; unlocked_video_media_key: string | null };

function common(row: Row) {
  const f = row.media[row.media_key];
  const urlOf = (key: string | null) => factUrl(row.media, key);
  return {
    ...baseRecord(row),
    card_uri: row.card_uri,
    name: row.name,
    title: row.title,
    first_cta: row.first_cta,
    first_cta_post: row.first_cta_post,
    second_cta: row.second_cta,
    second_cta_post: row.second_cta_post,
    third_cta: row.third_cta,
    third_cta_post: row.third_cta_post,
    fourth_cta: row.fourth_cta,
    fourth_cta_post: row.fourth_cta_post,
    thank_you_text: row.thank_you_text,
    thank_you_url: row.thank_you_url,
    media_key: row.media_key,
    media_url: urlOf(row.media_key),
    size: { width: f?.width ?? null, height: f?.height ?? null },
    unlocked_image_url: urlOf(row.unlocked_image_media_key),
  };
}

export function imageConversationToRecord(row: Row): ImageConversationRecord {
  const { size, ...rest } = common(row);
  return {
    ...rest,
    card_type: "IMAGE_CONVERSATION",
    image_display_width: size.width,
    image_display_height: size.height,
  };
}

export function videoConversationToRecord(row: VideoRow): VideoConversationRecord {
  const { size, ...rest } = common(row);
  // The poster given, else the video's first frame (made when the upload was processed).
  const poster =
    factUrl(row.media, row.poster_media_key) ?? factUrl(row.media, row.media_key, true);
  const p = row.poster_media_key ? row.media[row.poster_media_key] : undefined;
  return {
    ...rest,
    card_type: "VIDEO_CONVERSATION",
    image_display_width: p?.width ?? null,
    image_display_height: p?.height ?? null,
    poster_media_url: poster,
    video_width: size.width,
    video_height: size.height,
    video_poster_url: poster,
    unlocked_video_url: factUrl(row.media, row.unlocked_video_media_key),
  };
}
