import type { Tx } from "@/lib/db/client";
import { AdsError } from "../../ads-kernel/errors";
import { requireLibraryMedia } from "../media-library/lookup";
import { mediaProblem, mediaRuleMessage, type MediaKind } from "./media-rule";

/**
 * The media of a post, a draft or a scheduled post (document 3; document 1, Limits): keys from the
 * account's media library, ready (processing succeeded), and at most 4 images, or 1 GIF, or 1 video,
 * never mixed. Returns the kind of media the post carries (video fields need VIDEO), or null for none.
 * Used at creation, on update and again when a scheduled post goes live.
 */
export type { MediaKind } from "./media-rule";
export { MEDIA_RULE } from "./media-rule";

export async function checkMediaKeys(
  tx: Tx,
  accountId: string,
  keys: string[],
  param = "media_keys",
): Promise<MediaKind | null> {
  if (!keys.length) return null;
  const found = await requireLibraryMedia(tx, accountId, keys, param);
  const rows = found.map(({ media: m }) => ({
    key: m.media_key,
    type: m.media_type,
    state: m.state,
  }));
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const notReady = rows.find((r) => r.state !== "succeeded");
  if (notReady)
    throw AdsError.of(
      "INVALID_MEDIA",
      `Media ${notReady.key} is not ready (processing ${notReady.state}); wait until its processing succeeded.`,
      param,
    );
  const types: MediaKind[] = keys.map((k) => byKey.get(k)!.type);
  const problem = mediaProblem(types);
  if (problem) throw AdsError.invalid(param, mediaRuleMessage(param, problem));
  return types[0];
}
