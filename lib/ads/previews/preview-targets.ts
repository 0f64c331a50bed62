import { and, eq, inArray } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { draftPosts, posts, scheduledPosts } from "@/lib/db/schema";
import type { PreviewTarget } from "./preview-link";

/** What a post preview shows, whichever kind of post it is. */
export type PreviewSource = {
  user_id: string;
  text: string;
  media_keys: string[];
  card_uri: string | null;
  nullcast: boolean;
};

type Kind = PreviewTarget["postType"];
const TABLES = { PUBLISHED: posts, DRAFT: draftPosts, SCHEDULED: scheduledPosts } as const;

/**
 * The posts of one kind in the account among `ids`, not deleted (a scheduled post deleted before it
 * went live is deleted too). Ids of another kind, of another account or unknown are simply not there:
 * they get no preview (document 3).
 */
export async function previewSources(
  accountId: string,
  kind: Kind,
  ids: string[],
): Promise<Map<string, PreviewSource>> {
  if (!ids.length) return new Map();
  const t = TABLES[kind];
  const rows = await db()
    .select({
      id: t.id,
      user_id: t.user_id,
      text: t.text,
      media_keys: t.media_keys,
      card_uri: t.card_uri,
      nullcast: t.nullcast,
    })
    .from(t)
    .where(and(eq(t.account_id, accountId), eq(t.deleted, false), inArray(t.id, ids)));
  return new Map(rows.map(({ id, ...source }) => [id, source]));
}
