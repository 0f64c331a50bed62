import { z } from "zod";

/**
 * Records of posts, drafts, scheduled posts and promotable users as the interface answers them
 * (FACTS "Cards and posts"). Client-safe (zod only): OpenAPI and the console read these.
 */
const time = () => z.iso.datetime();

export const promotableUserRecord = z.object({
  id: z.string().describe("the promotable user's id (here the user's id)"),
  user_id: z.string(),
  promotable_user_type: z
    .enum(["FULL", "REPOSTS_ONLY"])
    .describe("FULL: the account's first ACCOUNT_ADMIN; REPOSTS_ONLY: every other account user"),
  created_at: time(),
  updated_at: time(),
  deleted: z.boolean(),
});

const indices = z.tuple([z.number().int(), z.number().int()]);
export const entitiesRecord = z.object({
  hashtags: z.array(z.object({ text: z.string(), indices })),
  urls: z.array(
    z.object({ url: z.string(), expanded_url: z.string(), display_url: z.string(), indices }),
  ),
  user_mentions: z.array(z.object({ screen_name: z.string(), indices })),
});

export const postUserRecord = z.object({
  id: z.string(),
  id_str: z.string(),
  screen_name: z.string(),
  name: z.string(),
});

export const postRecord = z.object({
  id: z.string(),
  id_str: z.string(),
  text: z.string().describe("post_mode=compat: the first 140 characters and an ellipsis"),
  full_text: z.string(),
  truncated: z.boolean(),
  created_at: time(),
  user: postUserRecord.optional().describe("absent with trim_user=true"),
  user_id: z.string().optional().describe("present with trim_user=true"),
  card_uri: z.string().nullable(),
  media_keys: z.array(z.string()),
  entities: entitiesRecord,
  nullcast: z.boolean(),
  name: z.string().nullable(),
  conversation_settings: z
    .enum(["EVERYONE", "FOLLOWING", "MENTIONED_USERS"])
    .optional()
    .describe("returned on read only, not in the creation answer"),
  video_cta: z.string().nullable(),
  video_cta_value: z.string().nullable(),
  video_title: z.string().nullable(),
  video_description: z.string().nullable(),
});

export const draftPostRecord = z.object({
  id: z.string(),
  text: z.string(),
  name: z.string().nullable(),
  user_id: z.string(),
  nullcast: z.boolean(),
  card_uri: z.string().nullable(),
  media_keys: z.array(z.string()),
  created_at: time(),
  updated_at: time(),
  deleted: z.boolean(),
  status: z.literal("DELETED").optional().describe("only in the answer of DELETE"),
});

export const scheduledPostRecord = draftPostRecord.omit({ status: true }).extend({
  scheduled_at: time(),
  completed_at: time().nullable(),
  scheduled_status: z.enum(["SCHEDULED", "SUCCESS", "FAILED", "DELETED"]),
  reason: z.string().nullable().describe("why publication FAILED"),
  post_id: z.string().nullable().describe("null until published"),
});

export const draftPreviewRecord = z.object({ message: z.string() });
