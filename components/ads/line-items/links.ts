/** Where a line item's own page is (the campaign tree links it; its sections link back). */
export const lineItemHref = (accountId: string, lineItemId: string) =>
  `/console/ads/line-items/${encodeURIComponent(lineItemId)}?account=${encodeURIComponent(accountId)}`;

export const campaignsHref = (accountId: string) =>
  `/console/ads?account=${encodeURIComponent(accountId)}`;
