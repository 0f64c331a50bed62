import type { Metadata } from "next";
import Link from "next/link";
import { DocsShell } from "@/components/docs/docs-shell";
import { GuideSearch } from "@/components/docs/guide-search";
import { loadGuides, RECEIVER_GUIDE } from "@/lib/docs/guides";
import { searchIndex } from "@/lib/docs/search-index";

export const metadata: Metadata = { title: "Guides" };

const card = "rounded-xl bg-white p-4 shadow-sm ring-1 ring-zinc-200";

/** The guides (docs/*.md) by title and summary, and a search across their sections. */
export default async function GuidesPage() {
  const guides = await loadGuides();
  return (
    <DocsShell current="/docs">
      <div className="space-y-8">
        <header className="space-y-2">
          <h1 className="text-2xl font-semibold tracking-tight">Guides</h1>
          <p className="max-w-3xl text-sm leading-6 text-zinc-700">
            How to use each interface of SVC Platform, with examples you can run. Every call of the
            advertising interface, with a form to try it, is in the{" "}
            <a href="/ads/docs" className="font-medium text-accent-700 underline">
              API reference
            </a>
            .
          </p>
        </header>
        <GuideSearch entries={searchIndex(guides)} />
        <section aria-labelledby="all-guides" className="space-y-3">
          <h2 id="all-guides" className="text-lg font-semibold">
            All guides
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {guides.map((g) => (
              <li key={g.slug} className={card}>
                <Link href={`/docs/${g.slug}`} className="font-semibold text-accent-700 underline">
                  {g.title}
                </Link>
                <p className="mt-1 text-sm text-zinc-700">{g.summary}</p>
              </li>
            ))}
            <li className={card}>
              <Link href={RECEIVER_GUIDE.href} className="font-semibold text-accent-700 underline">
                {RECEIVER_GUIDE.title}
              </Link>
              <p className="mt-1 text-sm text-zinc-700">{RECEIVER_GUIDE.summary}</p>
            </li>
          </ul>
        </section>
      </div>
    </DocsShell>
  );
}
