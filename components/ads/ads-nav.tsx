"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { adsHref, adsTab, type AdsTab } from "./ads-href";

const TABS: { tab: AdsTab; label: string }[] = [
  { tab: "campaigns", label: "Campaigns" },
  { tab: "media", label: "Media" },
  { tab: "cards", label: "Cards" },
  { tab: "posts", label: "Posts" },
  { tab: "audiences", label: "Audiences" },
  { tab: "insights", label: "Insights" },
  { tab: "users", label: "Users" },
  { tab: "history", label: "History" },
];

/** The ads pages' tabs under the chosen account; a tab stays current on its sub-pages. */
export function AdsNav({ accountId }: { accountId: string }) {
  const current = adsTab(usePathname() ?? "");
  return (
    <nav aria-label="Ads" className="border-b border-zinc-200">
      <ul className="-mb-px flex flex-wrap gap-x-4 gap-y-1">
        {TABS.map(({ tab, label }) => (
          <li key={tab}>
            <Link
              href={adsHref(accountId, tab)}
              aria-current={tab === current ? "page" : undefined}
              className={`block border-b-2 px-1 pb-2.5 text-sm font-medium ${tab === current ? "border-accent-600 text-accent-700" : "border-transparent text-zinc-600 hover:border-zinc-300 hover:text-zinc-900"}`}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
