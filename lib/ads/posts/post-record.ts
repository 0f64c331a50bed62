import { inArray } from "drizzle-orm";
import type { z } from "zod";
import { db, type Tx } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import type { Instant } from "@/lib/db/decode";
import type { postRecord, postUserRecord } from "./record";
import { entitiesOf, modeText } from "./text";

/** A post as answered (FACTS: POST accounts/:id/post; GET accounts/:id/posts for every post_type). */
export type PostRecord = z.output<typeof postRecord>;
type PostUser = z.output<typeof postUserRecord>;

/** The fields a post, a draft and a scheduled post have in common; the rest only posts have. */
export type PostLike = {
  id: string;
  user_id: string;
  text: string;
  card_uri: string | null;
  media_keys: string[];
  nullcast: boolean;
  name: string | null;
  created_at: Instant;
  conversation_settings?: string;
  video_cta?: string | null;
  video_cta_value?: string | null;
  video_title?: string | null;
  video_description?: string | null;
};

export type RecordOpts = {
  trimUser: boolean;
  mode: "compat" | "extended";
  /** conversation_settings is returned on read only, not in the creation answer. */
  withConversation: boolean;
};

const iso = (t: Instant) => (t instanceof Date ? t : new Date(t)).toISOString();

export async function postUsers(ids: string[], tx?: Tx): Promise<Map<string, PostUser>> {
  if (!ids.length) return new Map();
  const rows = await (tx ?? db())
    .select({ id: users.id, screen_name: users.screenName, name: users.name })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((u) => [u.id, { ...u, id_str: u.id }]));
}

export function toPostRecord(
  row: PostLike,
  user: PostUser | undefined,
  opts: RecordOpts,
): PostRecord {
  const { text, truncated } = modeText(row.text, opts.mode);
  return {
    id: row.id,
    id_str: row.id,
    text,
    full_text: row.text,
    truncated,
    created_at: iso(row.created_at),
    ...(opts.trimUser || !user ? { user_id: row.user_id } : { user }),
    card_uri: row.card_uri,
    media_keys: row.media_keys,
    entities: entitiesOf(row.text),
    nullcast: row.nullcast,
    name: row.name,
    ...(opts.withConversation && row.conversation_settings
      ? // Written only from the input schema's enum (CONVERSATION_SETTINGS).
        { conversation_settings: row.conversation_settings as PostRecord["conversation_settings"] }
      : {}),
    video_cta: row.video_cta ?? null,
    video_cta_value: row.video_cta_value ?? null,
    video_title: row.video_title ?? null,
    video_description: row.video_description ?? null,
  };
}
