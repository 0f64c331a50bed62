import { z } from "zod";
import {
  bool,
  idList,
  idParam,
  int,
  isoTime,
  oneOf,
  str,
  stringList,
} from "../../ads-kernel/fields";
import { MAX_POST_LENGTH, normalise, postTextLength } from "./text";

/**
 * Input schemas of posts, drafts and scheduled posts (document 3). One zod schema per fact: the
 * handlers, OpenAPI and the console read these. Rules that need the database (media library, cards,
 * promotable users) are in media-keys.ts, card-uri.ts and promotable-users.ts.
 */
const blank = { adsCode: "POST_CANNOT_BE_BLANK" };

export const postText = z
  .string({ error: "Expected a string" })
  .max(20_000, `Must be at most ${MAX_POST_LENGTH} characters`)
  .refine((s) => postTextLength(s) <= MAX_POST_LENGTH, {
    message: `Must be at most ${MAX_POST_LENGTH} characters (Unicode code points after NFC normalisation)`,
  })
  .transform((s) => normalise(s.trim()))
  .describe(`post text, at most ${MAX_POST_LENGTH} code points`);

/** card:// followed by a card id; an empty value means "no card" (PUT: removes it). */
export const cardUri = z
  .string({ error: "Expected card:// followed by a card id" })
  .trim()
  .max(80, "card_uri has at most 80 characters")
  .transform((s) => (s === "" ? null : s));

/** Comma-separated media keys of the account's media library; empty means none (PUT: removes them). */
export const mediaKeys = stringList(10, 64, "media keys");

export const postName = str(80, "name");

/** The fields a draft and a scheduled post share (document 3, "Other resources"). */
export const draftShape = {
  text: postText.optional(),
  card_uri: cardUri.optional(),
  media_keys: mediaKeys.optional(),
  nullcast: bool().default(true),
  name: postName.optional(),
};

/** text is required when there are no media_keys (POST_CANNOT_BE_BLANK). */
export const notBlank = (v: { text?: string; media_keys?: string[] }) =>
  !!v.text || !!v.media_keys?.length;
export const blankIssue = {
  message: "text is required when there are no media_keys: a post needs text or media",
  path: ["text"],
  params: blank,
};

export const draftCreate = z
  .object({ as_user_id: idParam(), ...draftShape })
  .refine(notBlank, blankIssue);

export const draftUpdate = z.object({ ...draftShape, nullcast: bool().optional() });

export const POST_MODES = ["compat", "extended"] as const;
export const CONVERSATION_SETTINGS = ["EVERYONE", "FOLLOWING", "MENTIONED_USERS"] as const;
export const VIDEO_CTAS = ["VISIT_SITE", "WATCH_NOW"] as const;

const ctaUrl = z
  .string()
  .trim()
  .max(1000, "video_cta_value has at most 1000 characters")
  .url("video_cta_value must be an http(s) URL")
  .refine((u) => /^https?:\/\//i.test(u), "video_cta_value must be an http(s) URL");

export const postCreate = z
  .object({
    as_user_id: idParam(),
    ...draftShape,
    conversation_settings: oneOf(CONVERSATION_SETTINGS).default("EVERYONE"),
    trim_user: bool().default(false),
    post_mode: oneOf(POST_MODES).default("compat"),
    video_cta: oneOf(VIDEO_CTAS).optional(),
    video_cta_value: ctaUrl.optional(),
    video_title: str(70, "video_title").optional(),
    video_description: str(200, "video_description").optional(),
  })
  .refine(notBlank, blankIssue)
  .refine((v) => !v.video_cta === !v.video_cta_value, {
    message: "video_cta and video_cta_value go together: give both or neither",
    path: ["video_cta_value"],
    params: { adsCode: "INCLUSIVE_PARAMETERS" },
  });

export const postList = z.object({
  post_type: oneOf(["DRAFT", "PUBLISHED", "SCHEDULED"]),
  count: int({ min: 1, max: 1000 }).default(200),
  cursor: z.string().min(1).max(500).optional(),
  include_mentions_and_replies: bool().default(false),
  name: postName.optional(),
  timeline_type: oneOf(["ALL", "NULLCAST", "ORGANIC"]).default("NULLCAST"),
  trim_user: bool().default(false),
  post_ids: idList(200).optional(),
  user_id: idParam().optional(),
});

export const postNameUpdate = z.object({ name: postName });

/** Scheduled posts: a draft's fields and when it goes live (rules needing the database: scheduled-rules.ts). */
export const scheduledCreate = z
  .object({ scheduled_at: isoTime(), as_user_id: idParam(), ...draftShape })
  .refine(notBlank, blankIssue);
export const scheduledUpdate = draftUpdate.extend({ scheduled_at: isoTime().optional() });

export const scheduledListParams = z.object({
  count: int({ min: 1, max: 1000 }).default(200),
  with_deleted: bool().default(false),
  cursor: z.string().min(1).max(500).optional(),
  user_id: idParam().optional(),
});
