import type { ReactNode } from "react";
import { SiteHeader } from "@/components/ui/site-header";
import { loadGuides, RECEIVER_GUIDE } from "@/lib/docs/guides";
import { GuideNav, type NavItem } from "./guide-nav";

/** The sidebar's entries: every guide in reading order, then the receiver guide and the reference. */
async function navItems(): Promise<NavItem[]> {
  return [
    { href: "/docs", label: "All guides" },
    ...(await loadGuides()).map((g) => ({ href: `/docs/${g.slug}`, label: g.title })),
    { href: RECEIVER_GUIDE.href, label: RECEIVER_GUIDE.title },
    { href: "/ads/docs", label: "API reference" },
  ];
}

/** The frame of every page under /docs: the site's header, the guides' sidebar, the page itself. */
export async function DocsShell({ current, children }: { current: string; children: ReactNode }) {
  return (
    <div className="min-h-screen">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-4 focus:left-4 focus:z-10 focus:rounded-md focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <SiteHeader current={current === RECEIVER_GUIDE.href ? current : "/docs"} width="max-w-6xl" />
      <div className="mx-auto grid max-w-6xl gap-6 px-4 pb-20 sm:px-6 md:grid-cols-[15rem_minmax(0,1fr)] md:items-start">
        <GuideNav items={await navItems()} current={current} />
        <main id="main" tabIndex={-1} className="min-w-0 focus:outline-none">
          {children}
        </main>
      </div>
    </div>
  );
}
