/**
 * Which account media go on which line item (document 2, Media creatives: in-stream pre-roll or
 * display images on the audience network). Pure: the interface and the console share it. Each returns
 * a message, or undefined when the pair is fine.
 */
export type MediaLineItem = { objective: string; product_type: string; placements: string[] };

export const PREROLL_TYPES = ["PREROLL", "VAST_PREROLL"];
export const isPreroll = (creativeType: string) => PREROLL_TYPES.includes(creativeType);

/** Line items that serve media creatives: MEDIA ones, PREROLL_VIEWS ones, or any on the audience network. */
export function refusesMedia(li: MediaLineItem): string | undefined {
  if (
    li.product_type === "MEDIA" ||
    li.objective === "PREROLL_VIEWS" ||
    li.placements.includes("PUBLISHER_NETWORK")
  )
    return undefined;
  return "Media creatives go on MEDIA line items, PREROLL_VIEWS line items, or line items placed on PUBLISHER_NETWORK.";
}

/** Pre-roll media exactly on PREROLL_VIEWS line items. */
export function mismatchedMedia(li: MediaLineItem, creativeType: string): string | undefined {
  if (isPreroll(creativeType) && li.objective !== "PREROLL_VIEWS")
    return `A ${creativeType} account media goes on a PREROLL_VIEWS line item.`;
  if (!isPreroll(creativeType) && li.objective === "PREROLL_VIEWS")
    return `PREROLL_VIEWS line items take PREROLL or VAST_PREROLL account media, not ${creativeType}.`;
  return undefined;
}

/**
 * landing_url: required for display images of WEBSITE_CLICKS line items; ignored (not stored) for
 * pre-roll assets; optional otherwise. Returns the URL to store, or a message when it is missing.
 */
export function landingUrl(
  li: MediaLineItem,
  creativeType: string,
  url: string | undefined,
): { url: string | null } | { missing: string } {
  if (isPreroll(creativeType)) return { url: null };
  if (!url && li.objective === "WEBSITE_CLICKS")
    return { missing: "landing_url is required for display media on a WEBSITE_CLICKS line item." };
  return { url: url ?? null };
}
