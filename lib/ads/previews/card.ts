import { buttonLabelWord } from "../cards/components";
import { domainOf, esc, mediaTag, safeUrl, type PreviewMedia } from "./html";

/**
 * A card as the timeline shows it, as an HTML fragment (pure, no database): media first, the
 * description under it (DETAILS: title and domain; BUTTON: the app and the label), components in
 * their stored order, slides as a horizontal strip of whole cards; conversation cards with their
 * hashtag buttons and thank-you text. `media` maps media keys to URLs and sizes; a component card's
 * own media_metadata is used where `media` lacks a key.
 */
export type MediaMap = Record<string, PreviewMedia>;
type Obj = Record<string, unknown>;
export type PreviewCard = Obj & { card_type: string };

const obj = (v: unknown): Obj => (v && typeof v === "object" ? (v as Obj) : {});

function mediaOf(key: unknown, media: MediaMap, comp: Obj): PreviewMedia | undefined {
  const k = String(key);
  const meta = obj(obj(comp.media_metadata)[k]);
  if (media[k]) return media[k];
  return typeof meta.url === "string"
    ? {
        type: String(meta.type),
        url: meta.url,
        width: Number(meta.width) || null,
        height: Number(meta.height) || null,
      }
    : undefined;
}

function component(c: Obj, media: MediaMap): string {
  const dest = obj(c.destination);
  switch (c.type) {
    case "MEDIA":
      return `<div class="card-media">${mediaTag(mediaOf(c.media_key, media, c))}</div>`;
    case "SWIPEABLE_MEDIA": {
      const keys = Array.isArray(c.media_keys) ? c.media_keys : [];
      const items = keys.map(
        (k) => `<div class="strip-item">${mediaTag(mediaOf(k, media, c))}</div>`,
      );
      return `<div class="card-strip" aria-label="carousel">${items.join("")}</div>`;
    }
    case "DETAILS":
      return `<a class="card-details" href="${esc(safeUrl(dest.url))}" target="_blank" rel="noopener noreferrer"><span class="card-domain">${esc(domainOf(dest.url))}</span><span class="card-title">${esc(c.title)}</span></a>`;
    case "BUTTON": {
      const store = dest.ios_app_store_identifier ? "App Store" : "Google Play";
      const label = buttonLabelWord(obj(c.label).value) ?? esc(obj(c.label).value);
      return `<div class="card-button"><span class="card-app">${store}</span><span class="btn">${label}</span></div>`;
    }
    default:
      return "";
  }
}

function components(list: unknown, media: MediaMap): string {
  return (Array.isArray(list) ? list : []).map((c) => component(obj(c), media)).join("");
}

const CTAS = ["first", "second", "third", "fourth"];

function conversation(card: PreviewCard): string {
  const video = card.card_type === "VIDEO_CONVERSATION";
  const m: PreviewMedia = {
    type: video ? "VIDEO" : "IMAGE",
    url: String(card.media_url ?? ""),
    width: Number(video ? card.video_width : card.image_display_width) || null,
    height: Number(video ? card.video_height : card.image_display_height) || null,
    poster_url: typeof card.video_poster_url === "string" ? card.video_poster_url : null,
  };
  const title = card.title ? `<div class="card-title">${esc(card.title)}</div>` : "";
  const buttons = CTAS.map((n) => card[`${n}_cta`])
    .filter((t): t is string => typeof t === "string" && t.length > 0)
    .map((t) => `<span class="cta">${esc(t.startsWith("#") ? t : `#${t}`)}</span>`);
  const link = card.thank_you_url
    ? ` <a href="${esc(safeUrl(card.thank_you_url))}" target="_blank" rel="noopener noreferrer">${esc(domainOf(card.thank_you_url))}</a>`
    : "";
  return (
    `<div class="card-media">${mediaTag(m)}</div>${title}` +
    `<div class="card-ctas">${buttons.join("")}</div>` +
    `<div class="card-thanks"><span class="thanks-label">After a tap:</span> ${esc(card.thank_you_text)}${link}</div>`
  );
}

export function renderCard(card: PreviewCard, media: MediaMap = {}): string {
  const type = esc(card.card_type.toLowerCase().replace(/_/g, "-"));
  let body: string;
  if (card.card_type.endsWith("_CONVERSATION")) body = conversation(card);
  else if (Array.isArray(card.slides))
    body = `<div class="card-strip slides" aria-label="carousel">${card.slides
      .map((s) => `<div class="strip-item slide">${components(s, media)}</div>`)
      .join("")}</div>`;
  else body = components(card.components, media);
  return `<div class="card card-${type}">${body}</div>`;
}
