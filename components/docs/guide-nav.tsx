"use client";

import Link from "next/link";
import { useEffect, useRef } from "react";

export type NavItem = { href: string; label: string };

const item = "block rounded-md px-3 py-1.5 text-sm";
const idle = `${item} text-zinc-700 hover:bg-zinc-100 hover:text-zinc-900`;
const active = `${item} bg-accent-50 font-medium text-accent-700`;

/**
 * The guides, the receiver guide and the API reference, the page shown marked (aria-current). On a
 * phone the list starts folded under its summary, so the guide comes first; from 768 px it stands
 * open beside the guide (its summary hidden), as the API reference's sidebar does.
 */
export function GuideNav({ items, current }: { items: NavItem[]; current: string }) {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (details.current && window.matchMedia("(max-width: 767px)").matches)
      details.current.open = false;
  }, [current]);
  const shown = items.find((i) => i.href === current);
  return (
    <nav aria-label="Guides" className="md:sticky md:top-4">
      <details
        ref={details}
        open
        className="rounded-xl bg-white p-2 shadow-sm ring-1 ring-zinc-200"
      >
        <summary className="cursor-pointer rounded-md px-3 py-2 text-sm font-semibold md:hidden">
          Guides{shown ? `: ${shown.label}` : ""}
        </summary>
        <ul className="space-y-0.5">
          {items.map((i) => (
            <li key={i.href}>
              {i.href.startsWith("/docs") ? (
                <Link
                  href={i.href}
                  aria-current={i.href === current ? "page" : undefined}
                  className={i.href === current ? active : idle}
                >
                  {i.label}
                </Link>
              ) : (
                // The API reference is served by the platform router, not Next: a plain anchor.
                <a href={i.href} className={idle}>
                  {i.label}
                </a>
              )}
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}
