/** The post preview endpoint's iframe address of one post (GET post_previews), same-origin path. */
export function previewSrc(preview: string): string | null {
  const m = /src=['"]([^'"]+)['"]/.exec(preview);
  if (!m) return null;
  return URL.canParse(m[1]) ? new URL(m[1]).pathname : m[1];
}
