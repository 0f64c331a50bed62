import { renderPostPage, type PreviewAuthor } from "@/lib/ads/previews";
import type { MediaLibraryRecord } from "@/lib/ads/media-library/record";
import { CTAS, type Kind, type Values } from "./conversation-model";

/**
 * The live preview of a conversation card: the record the interface would answer (media as URLs and
 * sizes from the library) through the preview renderer. Pure.
 */
export function conversationPreviewHtml(
  kind: Kind,
  v: Values,
  byKey: ReadonlyMap<string, MediaLibraryRecord>,
  author: PreviewAuthor,
): string {
  const media = byKey.get(v.media_key ?? "");
  const poster = byKey.get(v.poster_media_key ?? "");
  const text = (f: string) => (v[f] ?? "").trim() || null;
  const ctas = Object.fromEntries(
    CTAS.flatMap((n) => [
      [`${n}_cta`, text(`${n}_cta`)],
      [`${n}_cta_post`, text(`${n}_cta_post`)],
    ]),
  );
  const card =
    kind === "VIDEO"
      ? {
          card_type: "VIDEO_CONVERSATION",
          media_url: media?.media_url ?? "",
          video_width: media?.width ?? null,
          video_height: media?.height ?? null,
          video_poster_url: poster?.media_url ?? media?.poster_media_url ?? null,
        }
      : {
          card_type: "IMAGE_CONVERSATION",
          media_url: media?.media_url ?? "",
          image_display_width: media?.width ?? null,
          image_display_height: media?.height ?? null,
        };
  return renderPostPage({
    author,
    text: "",
    media: [],
    card: {
      ...card,
      ...ctas,
      title: text("title"),
      thank_you_text: text("thank_you_text") ?? "",
      thank_you_url: text("thank_you_url"),
    },
    nullcast: true,
  });
}
