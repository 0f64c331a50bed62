"use client";

import Link from "next/link";
import { useId, useMemo, useState } from "react";
import type { SearchEntry } from "@/lib/docs/search-index";
import { matching, prepare, snippet, statusText, wordsOf } from "./search-match";

const SHOWN = 30;

/**
 * Search across every section of the guides: the sections holding every word typed (title and text),
 * each linking to its heading. The index comes from the server, built from the same Markdown the
 * pages show; the count is announced politely as it changes.
 */
export function GuideSearch({ entries }: { entries: SearchEntry[] }) {
  const [query, setQuery] = useState("");
  const prepared = useMemo(() => prepare(entries), [entries]);
  const words = wordsOf(query);
  const found = matching(prepared, words);
  const inputId = useId();
  return (
    <section
      aria-labelledby={`${inputId}-h`}
      className="space-y-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-zinc-200"
    >
      <h2 id={`${inputId}-h`} className="text-lg font-semibold">
        Search the guides
      </h2>
      <label htmlFor={inputId} className="block text-sm font-medium text-zinc-800">
        Words to find in the guides&apos; sections
      </label>
      <input
        id={inputId}
        type="search"
        autoComplete="off"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder="e.g. replay webhook"
        className="w-full rounded-lg border border-zinc-400 px-3 py-2 text-sm"
      />
      <p role="status" className="text-sm text-zinc-600">
        {statusText(entries.length, words, found.length)}
      </p>
      {found.length > 0 && (
        <ol className="space-y-3">
          {found.slice(0, SHOWN).map((e) => (
            <li key={e.href} className="text-sm">
              <Link
                href={e.href}
                className="font-medium text-accent-700 underline underline-offset-2"
              >
                {e.title}
              </Link>{" "}
              <span className="text-zinc-600">in {e.guide}</span>
              <p className="mt-0.5 text-zinc-700 [overflow-wrap:anywhere]">
                {snippet(e.body, words)}
              </p>
            </li>
          ))}
        </ol>
      )}
      {found.length > SHOWN && (
        <p className="text-sm text-zinc-600">
          The first {SHOWN} are shown; add a word to narrow the search.
        </p>
      )}
    </section>
  );
}
