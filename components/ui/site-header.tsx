import Link from "next/link";
import { Brand } from "./brand";

const link = "text-sm font-medium text-zinc-700 hover:text-zinc-900";
const currentLink = "text-sm font-medium text-accent-700";

const LINKS = [
  { href: "/docs", label: "Guides" },
  { href: "/docs/webhooks", label: "Webhook docs" },
  { href: "/console", label: "Console" },
] as const;

/**
 * The header of the public pages (landing, guides): the mark, the guides, the receiver guide, the
 * API reference and the console. `current` marks the section shown (aria-current).
 */
export function SiteHeader({
  current,
  width = "max-w-5xl",
}: {
  current?: (typeof LINKS)[number]["href"];
  /** The page's own width, so the header lines up with it (a Tailwind max-w class). */
  width?: string;
}) {
  return (
    <header
      className={`mx-auto flex ${width} flex-wrap items-center justify-between gap-x-6 gap-y-3 px-6 py-5`}
    >
      <Brand href="/" name="SVC Platform" />
      <nav aria-label="Site">
        <ul className="flex flex-wrap items-center gap-x-5 gap-y-2">
          {LINKS.map((l) => (
            <li key={l.href}>
              <Link
                href={l.href}
                aria-current={l.href === current ? "page" : undefined}
                className={l.href === current ? currentLink : link}
              >
                {l.label}
              </Link>
            </li>
          ))}
          <li>
            {/* Served by the platform router, not Next: a plain anchor, not a client-side Link. */}
            <a href="/ads/docs" className={link}>
              API reference
            </a>
          </li>
        </ul>
      </nav>
    </header>
  );
}
