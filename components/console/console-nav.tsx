"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import {
  CONSOLE_LINKS as LINKS,
  GUIDES_LINK as GUIDES,
  REFERENCE_LINK as REFERENCE,
} from "./console-links";

/** aria-current marks the section you are in, for screen readers as well as styling. */
export function ConsoleNav() {
  const pathname = usePathname() ?? "";
  return (
    <nav aria-label="Console">
      <ul className="flex flex-wrap gap-1">
        {LINKS.map(({ href, label }) => {
          const current = pathname === href || pathname.startsWith(`${href}/`);
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={current ? "page" : undefined}
                className={`block rounded-md px-3 py-1.5 text-sm font-medium ${
                  current
                    ? "bg-accent-50 text-accent-700"
                    : "text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900"
                }`}
              >
                {label}
              </Link>
            </li>
          );
        })}
        <li>
          <Link
            href={GUIDES.href}
            className="block rounded-md px-3 py-1.5 text-sm font-medium text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900"
          >
            {GUIDES.label}
          </Link>
        </li>
        <li>
          {/* A plain link: /ads/docs is not a Next page, so no client-side navigation. */}
          <a
            href={REFERENCE.href}
            className="block rounded-md px-3 py-1.5 text-sm font-medium text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900"
          >
            {REFERENCE.label}
          </a>
        </li>
      </ul>
    </nav>
  );
}
