/** The preview renderer (pure HTML strings): the post preview endpoint and the console use exactly these. */
export { renderCard, type MediaMap, type PreviewCard } from "./card";
export { renderPostPage, type PostPreview, type PreviewAuthor } from "./post-page";
export type { PreviewMedia } from "./html";
