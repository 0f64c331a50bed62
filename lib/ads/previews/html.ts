/**
 * HTML building blocks of the previews: every piece of user text goes through `esc`, every URL
 * through `safeUrl` (http and https only; anything else, such as javascript:, becomes "#").
 */
const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function esc(v: unknown): string {
  return String(v ?? "").replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

export function safeUrl(v: unknown): string {
  const s = String(v ?? "");
  if (!URL.canParse(s)) return "#";
  const u = new URL(s);
  return u.protocol === "https:" || u.protocol === "http:" ? u.href : "#";
}

/** The host a link goes to, shown under a website card's title ("example.com"). */
export function domainOf(v: unknown): string {
  const s = String(v ?? "");
  return URL.canParse(s) ? new URL(s).hostname.replace(/^www\./, "") : "";
}

export type PreviewMedia = {
  type: string;
  url: string;
  width?: number | null;
  height?: number | null;
  poster_url?: string | null;
};

/** An image, or a video with its poster and controls (no autoplay: a preview plays nothing by itself). */
export function mediaTag(m: PreviewMedia | undefined, alt = ""): string {
  if (!m) return `<div class="media missing" role="img" aria-label="media not found"></div>`;
  const size = m.width && m.height ? ` width="${m.width}" height="${m.height}"` : "";
  if (m.type === "VIDEO") {
    const poster = m.poster_url ? ` poster="${esc(safeUrl(m.poster_url))}"` : "";
    return `<video class="media" src="${esc(safeUrl(m.url))}"${poster}${size} controls preload="none" playsinline></video>`;
  }
  return `<img class="media" src="${esc(safeUrl(m.url))}" alt="${esc(alt)}"${size} loading="lazy">`;
}
