import Link from "next/link";

/**
 * An app's pages, as a sub-navigation of links (each tab is its own URL, so it can be bookmarked and
 * opened in a new tab; aria-current marks the one shown). Deliveries and Subscriptions join this list
 * when their pages exist: one entry each.
 */
const TABS = [
  { key: "keys", label: "Details and keys", path: "" },
  { key: "webhooks", label: "Webhooks", path: "/webhooks" },
  { key: "subscriptions", label: "Subscriptions", path: "/subscriptions" },
  { key: "deliveries", label: "Deliveries", path: "/deliveries" },
  { key: "usage", label: "Usage", path: "/usage" },
] as const;

export type AppTab = (typeof TABS)[number]["key"];

export function AppTabs({ appId, current }: { appId: string; current: AppTab }) {
  return (
    <nav aria-label="App sections" className="border-b border-zinc-200">
      <ul className="-mb-px flex flex-wrap gap-1">
        {TABS.map((tab) => {
          const active = tab.key === current;
          return (
            <li key={tab.key}>
              <Link
                href={`/console/apps/${encodeURIComponent(appId)}${tab.path}`}
                aria-current={active ? "page" : undefined}
                className={`block border-b-2 px-3 py-2 text-sm font-medium ${
                  active
                    ? "border-accent-600 text-accent-700"
                    : "border-transparent text-zinc-600 hover:border-zinc-300 hover:text-zinc-900"
                }`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
