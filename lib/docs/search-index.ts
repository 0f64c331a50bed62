import type { Guide } from "./guides";

/** One searchable section: where it is, what it is called and its text (shown in part as a snippet). */
export type SearchEntry = { href: string; guide: string; title: string; body: string };

/** Every section of every guide (each heading with the text under it), from the same Markdown the pages show. */
export function searchIndex(guides: Guide[]): SearchEntry[] {
  return guides.flatMap((g) =>
    g.sections.map((s) => ({
      href: `/docs/${g.slug}#${s.id}`,
      guide: g.title,
      title: s.text,
      body: s.body,
    })),
  );
}
