import type { Heading } from "@/lib/docs/outline";

type Entry = Heading & { children: Heading[] };

/** Second-level headings, each with the third-level ones under it. */
function tree(headings: Heading[]): Entry[] {
  const out: Entry[] = [];
  for (const h of headings)
    if (h.level === 2) out.push({ ...h, children: [] });
    else if (h.level === 3 && out.length) out[out.length - 1].children.push(h);
  return out;
}

/** The guide's sections as links to their headings. */
export function TableOfContents({ headings }: { headings: Heading[] }) {
  const entries = tree(headings);
  if (!entries.length) return null;
  return (
    <nav
      aria-label="On this page"
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-zinc-200"
    >
      <p className="mb-2 text-sm font-semibold text-zinc-900">On this page</p>
      <ul className="space-y-1 text-sm">
        {entries.map((e) => (
          <li key={e.id}>
            <a href={`#${e.id}`} className="text-accent-700 hover:underline">
              {e.text}
            </a>
            {e.children.length > 0 && (
              <ul className="mt-1 space-y-1 border-l border-zinc-200 pl-3">
                {e.children.map((c) => (
                  <li key={c.id}>
                    <a
                      href={`#${c.id}`}
                      className="text-zinc-700 hover:text-accent-700 hover:underline"
                    >
                      {c.text}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
