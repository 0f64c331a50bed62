/**
 * Where the ads pages are. The account is the path segment after /console/ads, as an app's id is
 * after /console/apps: /console/ads/<account>/<section>/..., so every link names both.
 */
export const ADS_TABS = [
  "campaigns",
  "media",
  "cards",
  "posts",
  "audiences",
  "insights",
  "users",
  "history",
] as const;
export type AdsTab = (typeof ADS_TABS)[number];

/** The first segments of the pages under an account: the tabs, and a line item's page (Campaigns). */
const SECTIONS: readonly string[] = [...ADS_TABS, "line-items"];
export const isAdsSection = (segment: string | null | undefined): boolean =>
  segment != null && SECTIONS.includes(segment);

/**
 * An ads page of one account. `path` is a fixed page ("cards/new") or segments to encode one by one
 * (["line-items", id]); `query` entries left undefined are not sent.
 */
export function adsHref(
  accountId: string,
  path: string | readonly string[] = "campaigns",
  query?: Record<string, string | undefined>,
): string {
  const rest = typeof path === "string" ? path : path.map(encodeURIComponent).join("/");
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) q.set(k, v);
  const search = q.size ? `?${q}` : "";
  return `/console/ads/${encodeURIComponent(accountId)}${rest ? `/${rest}` : ""}${search}`;
}

/** The part of an ads address after /console/ads: [account or section, ...rest]. */
const below = (pathname: string) => pathname.split("/").slice(3).filter(Boolean);

/**
 * The section of an account's page (/console/ads/<account>/<section>/...), or of an address without
 * an account (/console/ads/<section>/..., which the frame is about to move under one), if any.
 */
export function adsSection(pathname: string): string | undefined {
  const [first, second] = below(pathname);
  return isAdsSection(first) ? first : second;
}

/** The tab a page belongs to: a line item's page to Campaigns, the account's own address too. */
export function adsTab(pathname: string): AdsTab {
  const section = adsSection(pathname);
  return ADS_TABS.find((t) => t === section) ?? "campaigns";
}

/**
 * An address without an account (the entry /console/ads, or /console/ads/users as it was before the
 * account moved into the path): the same page's path under `accountId`, its query kept.
 */
export function withAccount(pathname: string, search: string, accountId: string): string {
  const rest = below(pathname).join("/");
  return adsHref(accountId, rest || "campaigns") + search;
}
