import { eq, inArray } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { media, users } from "@/lib/db/schema";
import { mediaUrl } from "@/lib/media/rows";
import { findCardByUri } from "../cards/lookup";
import type { PreviewTarget } from "./preview-link";
import { previewSources, type PreviewSource } from "./preview-targets";
import type { PreviewMedia } from "./html";
import { renderPostPage } from "./post-page";

/** The media of a post in its order; media gone since (deleted, expired) is left out. */
async function mediaOf(keys: string[]): Promise<PreviewMedia[]> {
  if (!keys.length) return [];
  const rows = await db().select().from(media).where(inArray(media.media_key, keys));
  const byKey = new Map(rows.map((m) => [m.media_key, m]));
  return keys.flatMap((key) => {
    const m = byKey.get(key);
    const url = m && mediaUrl(m.storage_key);
    if (!m || !url) return [];
    return [
      {
        type: m.media_type,
        url,
        width: m.width,
        height: m.height,
        poster_url: mediaUrl(m.poster_storage_key),
      },
    ];
  });
}

async function render(accountId: string, source: PreviewSource): Promise<string> {
  const [author] = await db()
    .select({ name: users.name, screen_name: users.screenName })
    .from(users)
    .where(eq(users.id, source.user_id));
  const card = source.card_uri ? await findCardByUri(accountId, source.card_uri) : undefined;
  return renderPostPage({
    author: author ?? { name: "Unknown user", screen_name: "unknown" },
    text: source.text,
    media: await mediaOf(source.media_keys),
    card: card ?? null,
    nullcast: source.nullcast,
  });
}

/**
 * The page of one preview link (lib/ads/previews/page-route.ts serves it): the post as the
 * timeline shows it, rendered by the same renderer the console's live previews use. Null when the post
 * is no longer there.
 */
export async function previewPage(target: PreviewTarget): Promise<string | null> {
  const source = (await previewSources(target.accountId, target.postType, [target.id])).get(
    target.id,
  );
  return source ? render(target.accountId, source) : null;
}
