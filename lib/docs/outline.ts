import type { Token } from "markdown-it";
import { guideHref, slugger } from "./slug";

export type Heading = { level: number; id: string; text: string };
/** One heading and the text under it up to the next heading: what the search looks through. */
export type Section = Heading & { body: string };

/** The words of an inline token as a reader sees them (code spans included, markup left out). */
export function inlineText(token: Token): string {
  return (token.children ?? [])
    .map((c) =>
      c.type === "text" || c.type === "code_inline"
        ? c.content
        : c.type === "softbreak" || c.type === "hardbreak"
          ? " "
          : "",
    )
    .join("");
}

const squeeze = (s: string) => s.replace(/\s+/g, " ").trim();

/**
 * One walk over a parsed guide: gives every heading its id (in the tokens, so the rendered HTML
 * carries it), points links between guides at their pages, and collects the headings, the sections
 * and the links for the table of contents, the search index and the tests.
 */
export function outline(tokens: Token[]) {
  const id = slugger();
  const headings: Heading[] = [];
  const sections: Section[] = [];
  const links: string[] = [];
  let body: string[] = [];
  const close = () => {
    const last = sections[sections.length - 1];
    if (last) last.body = squeeze(`${last.body} ${body.join(" ")}`);
    body = [];
  };
  tokens.forEach((token, i) => {
    if (token.type === "heading_open") {
      close();
      const text = squeeze(inlineText(tokens[i + 1]));
      const heading = { level: Number(token.tag.slice(1)), id: id(text), text };
      token.attrSet("id", heading.id);
      headings.push(heading);
      sections.push({ ...heading, body: "" });
    } else if (token.type === "inline" && tokens[i - 1]?.type !== "heading_open") {
      for (const child of token.children ?? [])
        if (child.type === "link_open") {
          const href = guideHref(String(child.attrGet("href") ?? ""));
          child.attrSet("href", href);
          links.push(href);
        }
      body.push(inlineText(token));
    } else if (token.type === "fence" || token.type === "code_block") body.push(token.content);
  });
  close();
  return { headings, sections, links };
}
