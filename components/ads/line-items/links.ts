import { adsHref } from "@/components/ads/ads-href";

/** Where a line item's own page is (the campaign tree links it; its sections link back). */
export const lineItemHref = (accountId: string, lineItemId: string) =>
  adsHref(accountId, ["line-items", lineItemId]);

export const campaignsHref = (accountId: string) => adsHref(accountId, "campaigns");
