import type { MediaLibraryRecord } from "@/lib/ads/media-library/record";
import { normalise } from "@/lib/ads/posts/text";
import {
  renderPostPage,
  type MediaMap,
  type PreviewAuthor,
  type PreviewCard,
  type PreviewMedia,
} from "@/lib/ads/previews";

/**
 * A post's live preview: its text, media (library records as URLs and sizes) and card (the record as
 * the interface answers it) through the same renderer as the post preview endpoint. Pure.
 */
export type PreviewContent = {
  text: string;
  media_keys: readonly string[];
  card_uri: string | null;
  nullcast: boolean;
};

const asPreviewMedia = (r: MediaLibraryRecord): PreviewMedia => ({
  type: r.media_type,
  url: r.media_url ?? "",
  width: r.width,
  height: r.height,
  poster_url: r.poster_media_url,
});

export function postPreviewHtml(
  post: PreviewContent,
  author: PreviewAuthor,
  library: ReadonlyMap<string, MediaLibraryRecord>,
  cards: ReadonlyMap<string, PreviewCard>,
): string {
  const cardMedia: MediaMap = {};
  for (const [key, r] of library) cardMedia[key] = asPreviewMedia(r);
  const media = post.media_keys.flatMap((k) => {
    const r = library.get(k);
    return r ? [asPreviewMedia(r)] : [];
  });
  return renderPostPage({
    author,
    text: normalise(post.text.trim()),
    media,
    card: post.card_uri ? (cards.get(post.card_uri) ?? null) : null,
    cardMedia,
    nullcast: post.nullcast,
  });
}
