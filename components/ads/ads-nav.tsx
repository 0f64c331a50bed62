"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

const TABS = [
  // A line item's page belongs to the campaign tree it was opened from.
  { href: "/console/ads", label: "Campaigns", also: "/console/ads/line-items/" },
  { href: "/console/ads/media", label: "Media" },
  { href: "/console/ads/cards", label: "Cards" },
  { href: "/console/ads/posts", label: "Posts" },
  { href: "/console/ads/audiences", label: "Audiences" },
  { href: "/console/ads/insights", label: "Insights" },
  { href: "/console/ads/users", label: "Users" },
  { href: "/console/ads/history", label: "History" },
];

/** The ads pages' tabs; each link carries the chosen account. */
export function AdsNav({ accountId }: { accountId: string | null }) {
  const pathname = usePathname() ?? "";
  const query = accountId ? `?account=${encodeURIComponent(accountId)}` : "";
  return (
    <nav aria-label="Ads" className="border-b border-zinc-200">
      <ul className="-mb-px flex flex-wrap gap-x-4 gap-y-1">
        {TABS.map(({ href, label, also }) => {
          // A tab stays current on its sub-pages (the card builders under Cards).
          const current =
            pathname === href ||
            (href !== "/console/ads" && pathname.startsWith(`${href}/`)) ||
            (also !== undefined && pathname.startsWith(also));
          return (
            <li key={href}>
              <Link
                href={href + query}
                aria-current={current ? "page" : undefined}
                className={`block border-b-2 px-1 pb-2.5 text-sm font-medium ${current ? "border-accent-600 text-accent-700" : "border-transparent text-zinc-600 hover:border-zinc-300 hover:text-zinc-900"}`}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
