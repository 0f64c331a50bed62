import MarkdownIt from "markdown-it";
import { outline, inlineText } from "./outline";

/**
 * CommonMark with GitHub's tables. Raw HTML in a guide is shown as text, never run (html: false);
 * bare URLs stay text (linkify off), so only links written as links are links.
 */
const md = new MarkdownIt("commonmark", { html: false, linkify: false, typographer: false }).enable(
  "table",
);

// A wide table scrolls inside its own box on a phone; the box takes focus so keyboards can scroll it.
md.renderer.rules.table_open = () =>
  '<div class="table-scroll" tabindex="0" role="group" aria-label="Table (scrolls sideways)"><table>\n';
md.renderer.rules.table_close = () => "</table></div>\n";

/**
 * A guide's Markdown as the page shows it: its title (the first-level heading) and summary (the
 * paragraph under it) apart, the rest as HTML with an id on every heading, plus the outline.
 */
export function renderGuide(source: string) {
  const tokens = md.parse(source, {});
  const { headings, sections, links } = outline(tokens);
  const h1 = tokens.findIndex((t) => t.type === "heading_open" && t.tag === "h1");
  const title = h1 >= 0 ? inlineText(tokens[h1 + 1]) : "";
  const intro = tokens.findIndex((t, i) => i > h1 && t.type === "paragraph_open");
  const summary = intro >= 0 ? inlineText(tokens[intro + 1]) : "";
  // The title and the summary are rendered by the page, above the table of contents.
  const rest = tokens.slice(intro >= 0 && intro === h1 + 3 ? intro + 3 : h1 >= 0 ? h1 + 3 : 0);
  return {
    title,
    summary,
    titleId: headings[0]?.id ?? "",
    html: md.renderer.render(rest, md.options, {}),
    headings,
    sections,
    links,
  };
}
