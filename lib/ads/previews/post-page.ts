import { esc, mediaTag, safeUrl, type PreviewMedia } from "./html";
import { renderCard, type MediaMap, type PreviewCard } from "./card";
import { PREVIEW_CSS } from "./styles";

/**
 * A post as the timeline shows it, as a complete small HTML page (inline CSS, no script; a CSP that
 * allows none): the author, the text, its media (up to 4 images, or one video or GIF) and its card.
 * The post preview endpoint serves it and the console's live preview puts it in an iframe's srcdoc.
 */
export type PreviewAuthor = { name: string; screen_name: string; avatar_url?: string | null };
export type PostPreview = {
  author: PreviewAuthor;
  text: string;
  media: PreviewMedia[];
  card?: PreviewCard | null;
  /** Media of the card by key (a component card's own media_metadata serves otherwise). */
  cardMedia?: MediaMap;
  /** Promoted-only: not shown on the author's timeline. */
  nullcast: boolean;
};

const CSP =
  "default-src 'none'; img-src https: http: data:; media-src https: http:; style-src 'unsafe-inline'";

function avatar(a: PreviewAuthor): string {
  if (a.avatar_url && safeUrl(a.avatar_url) !== "#")
    return `<div class="avatar"><img src="${esc(safeUrl(a.avatar_url))}" alt=""></div>`;
  return `<div class="avatar" aria-hidden="true">${esc((a.name || a.screen_name).slice(0, 1).toUpperCase())}</div>`;
}

function media(list: PreviewMedia[]): string {
  if (!list.length) return "";
  const shown = list.slice(0, 4);
  return `<div class="post-media n${shown.length}">${shown.map((m) => mediaTag(m)).join("")}</div>`;
}

export function renderPostPage(p: PostPreview): string {
  const badge = p.nullcast ? `<span class="badge">Promoted only</span>` : "";
  const text = p.text ? `<div class="text">${esc(p.text)}</div>` : "";
  const card = p.card ? renderCard(p.card, p.cardMedia ?? {}) : "";
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta http-equiv="Content-Security-Policy" content="${CSP}">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>Post by @${esc(p.author.screen_name)}</title><style>${PREVIEW_CSS}</style></head>` +
    `<body><article class="post">${avatar(p.author)}<div class="post-body">` +
    `<header class="post-head"><span class="name">${esc(p.author.name)}</span>` +
    `<span class="handle">@${esc(p.author.screen_name)}</span>${badge}</header>` +
    `${text}${media(p.media)}${card}` +
    `<footer class="post-foot">Promoted</footer></div></article></body></html>`
  );
}
