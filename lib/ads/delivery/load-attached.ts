import { and, eq, inArray, sql, type Column } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import {
  accountMedia,
  cards,
  customAudiences,
  mediaCreatives,
  posts,
  promotedAccounts,
  promotedPosts,
  targetingCriteria,
  users,
} from "@/lib/db/schema";
import type { Criterion } from "@/lib/audiences/population/criteria";
import type { CreativeIn } from "./model/types";

/** Video media keys: "7_" post videos, "13_" amplify videos (FACTS, media library). */
const isVideoKey = (k: string) => k.startsWith("7_") || k.startsWith("13_");

/**
 * The creatives each line item can serve: its ACTIVE, accepted promoted posts whose post is live,
 * its ACTIVE, accepted media creatives, and its ACTIVE, accepted promoted accounts whose user
 * exists; whether each is a video (its media or its card) and carries a card (a carousel is swiped).
 */
export async function loadCreatives(tx: Tx, lineItemIds: string[]) {
  const out = new Map<string, CreativeIn[]>();
  if (!lineItemIds.length) return out;
  // What makes any attached creative servable: on these line items, not deleted, ACTIVE, accepted.
  const serving = (t: {
    line_item_id: Column;
    deleted: Column;
    entity_status: Column;
    approval_status: Column;
  }) =>
    and(
      inArray(t.line_item_id, lineItemIds),
      eq(t.deleted, false),
      eq(t.entity_status, "ACTIVE"),
      eq(t.approval_status, "ACCEPTED"),
    );
  const add = (li: string, c: CreativeIn) => out.set(li, [...(out.get(li) ?? []), c]);
  const promoted = await tx
    .select({
      id: promotedPosts.id,
      line_item_id: promotedPosts.line_item_id,
      post_id: sql<string>`coalesce(${posts.repost_of_id}, ${posts.id})`,
      media_keys: posts.media_keys,
      card_uri: posts.card_uri,
      card_type: cards.card_type,
    })
    .from(promotedPosts)
    .innerJoin(posts, and(eq(posts.id, promotedPosts.post_id), eq(posts.deleted, false)))
    .leftJoin(cards, eq(cards.card_uri, posts.card_uri))
    .where(serving(promotedPosts));
  for (const p of promoted) {
    const type = p.card_type ?? "";
    add(p.line_item_id, {
      type: "PROMOTED_POST",
      id: p.id,
      postId: p.post_id,
      video: p.media_keys.some(isVideoKey) || type.includes("VIDEO"),
      card: p.card_uri !== null,
      carousel: type.includes("CAROUSEL"),
    });
  }
  const media = await tx
    .select({
      id: mediaCreatives.id,
      line_item_id: mediaCreatives.line_item_id,
      media_key: accountMedia.media_key,
    })
    .from(mediaCreatives)
    .innerJoin(accountMedia, eq(accountMedia.id, mediaCreatives.account_media_id))
    .where(serving(mediaCreatives));
  for (const m of media)
    add(m.line_item_id, {
      type: "MEDIA_CREATIVE",
      id: m.id,
      video: isVideoKey(m.media_key),
      card: false,
      carousel: false,
    });
  const accounts = await tx
    .select({ id: promotedAccounts.id, line_item_id: promotedAccounts.line_item_id })
    .from(promotedAccounts)
    .innerJoin(users, eq(users.id, promotedAccounts.user_id))
    .where(serving(promotedAccounts));
  for (const a of accounts)
    add(a.line_item_id, {
      type: "PROMOTED_ACCOUNT",
      id: a.id,
      video: false,
      card: false,
      carousel: false,
    });
  return out;
}

/** Each line item's live criteria, and the processing times of the custom audiences they name. */
export async function loadCriteria(tx: Tx, lineItemIds: string[]) {
  const criteria = new Map<string, Criterion[]>();
  const audienceVersions = new Map<string, string>();
  if (!lineItemIds.length) return { criteria, audienceVersions };
  const rows = await tx
    .select({
      line_item_id: targetingCriteria.line_item_id,
      targeting_type: targetingCriteria.targeting_type,
      targeting_value: targetingCriteria.targeting_value,
      operator_type: targetingCriteria.operator_type,
    })
    .from(targetingCriteria)
    .where(
      and(
        inArray(targetingCriteria.line_item_id, lineItemIds),
        eq(targetingCriteria.deleted, false),
      ),
    );
  for (const r of rows) {
    const c: Criterion = {
      targeting_type: r.targeting_type,
      targeting_value: r.targeting_value,
      operator_type: r.operator_type === "NE" ? "NE" : "EQ",
    };
    criteria.set(r.line_item_id, [...(criteria.get(r.line_item_id) ?? []), c]);
  }
  const audiences = [
    ...new Set(
      rows.filter((r) => r.targeting_type === "CUSTOM_AUDIENCE").map((r) => r.targeting_value),
    ),
  ];
  if (audiences.length) {
    const versions = await tx
      .select({
        id: customAudiences.id,
        v: sql<string>`coalesce(${customAudiences.processed_at}::text, '') || ${customAudiences.updated_at}::text || ${customAudiences.deleted}::text`,
      })
      .from(customAudiences)
      .where(inArray(customAudiences.id, audiences));
    for (const a of versions) audienceVersions.set(a.id, a.v);
  }
  return { criteria, audienceVersions };
}
