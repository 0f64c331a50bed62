/**
 * Heading anchors as GitHub makes them (lower case; letters, digits, spaces, "-" and "_" kept; spaces
 * become "-"), so a link written for the repository's Markdown, `./advertising.md#reference-data`,
 * lands on the same heading when the product serves the guide.
 */
export function headingSlug(text: string): string {
  const slug = text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, "")
    .replace(/ /g, "-");
  return slug || "section";
}

/** Ids unique within one guide: a repeated heading gets "-1", "-2"… after it, as GitHub numbers them. */
export function slugger(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base = headingSlug(text);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return n === 0 ? base : `${base}-${n}`;
  };
}

const GUIDE_LINK = /^(?:\.\/)?([a-z0-9-]+)\.md(#.*)?$/;

/** A link between guides as written in docs/ (`./audiences.md#custom-audiences`) → its page here. */
export function guideHref(href: string): string {
  const m = GUIDE_LINK.exec(href);
  return m ? `/docs/${m[1]}${m[2] ?? ""}` : href;
}
