import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DocsShell } from "@/components/docs/docs-shell";
import { PROSE } from "@/components/docs/prose";
import { TableOfContents } from "@/components/docs/table-of-contents";
import { guideSlugs, loadGuide } from "@/lib/docs/guides";

type Props = { params: Promise<{ slug: string }> };

// One page per file in docs/, made when the app is built; any other slug is a 404.
export const dynamicParams = false;
export async function generateStaticParams() {
  return (await guideSlugs()).map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const guide = await loadGuide((await params).slug);
  return { title: guide?.title ?? "Guide not found" };
}

/** One guide: its title and summary, its table of contents, then the guide rendered from Markdown. */
export default async function GuidePage({ params }: Props) {
  const guide = await loadGuide((await params).slug);
  if (!guide) notFound();
  return (
    <DocsShell current={`/docs/${guide.slug}`}>
      <article className="max-w-3xl space-y-6">
        <header className="space-y-2">
          <h1 id={guide.titleId} className="text-2xl font-semibold tracking-tight">
            {guide.title}
          </h1>
          <p className="text-sm leading-6 text-zinc-700">{guide.summary}</p>
        </header>
        <TableOfContents headings={guide.headings} />
        {/* markdown-it's output with raw HTML escaped (lib/docs/markdown.ts): the guides are ours. */}
        <div className={PROSE} dangerouslySetInnerHTML={{ __html: guide.html }} />
      </article>
    </DocsShell>
  );
}
