/**
 * The console's sections, in the order of its navigation: read by the console's header (ConsoleNav)
 * and by the advertising interface's reference page, which the platform serves outside Next.
 */
export const CONSOLE_LINKS = [
  { href: "/console/apps", label: "Apps" },
  { href: "/console/connections", label: "Connected apps" },
  { href: "/console/ads", label: "Ads" },
  { href: "/console/notes", label: "Community notes" },
  { href: "/console/profile", label: "Profile" },
  { href: "/console/docs/webhooks", label: "Webhook docs" },
] as const;

/** The advertising interface's reference is served by the platform (lib/ads/reference-page.ts). */
export const REFERENCE_LINK = { href: "/ads/docs", label: "API reference" } as const;

/** The user guides (docs/*.md, served at /docs): linked from the console and the reference's header. */
export const GUIDES_LINK = { href: "/docs", label: "Guides" } as const;
