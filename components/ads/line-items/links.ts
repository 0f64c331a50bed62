import { adsHref } from "@/components/ads/ads-href";
import { rangeQuery, type Chosen } from "@/components/ads/analytics/range-query";

/** Where a line item's own page is (the campaign tree links it; its sections link back). */
export const lineItemHref = (accountId: string, lineItemId: string, range?: Chosen) =>
  adsHref(accountId, ["line-items", lineItemId], range && rangeQuery(range));

/** The campaign tree; with a range, the metrics' range it shows (a line item's page keeps it). */
export const campaignsHref = (accountId: string, range?: Chosen) =>
  adsHref(accountId, "campaigns", range && rangeQuery(range));
