/**
 * Which line items carry promoted posts and which posts suit which objective (document 2: "Which posts
 * suit promotion depends on the campaign objective"). Pure, so the interface, the scheduled promoted
 * posts and the console give the same answers. Each returns a message, or undefined when it is fine.
 */
export type LineItemFacts = { objective: string; product_type: string };
export type PostContent = { text: string; media_keys: string[]; card_type: string | null };

/** MEDIA line items carry media creatives; PREROLL_VIEWS ones pre-roll videos, not posts. */
export function refusesPosts(li: LineItemFacts): string | undefined {
  if (li.product_type === "MEDIA")
    return "MEDIA line items carry media creatives (POST media_creatives), not promoted posts; use a PROMOTED_POSTS or PROMOTED_ACCOUNT line item.";
  if (li.objective === "PREROLL_VIEWS")
    return "PREROLL_VIEWS line items carry pre-roll media creatives (POST media_creatives), not promoted posts.";
  return undefined;
}

/** Media keys of videos: amplify ("13_") and post ("7_") videos (FACTS, media library). */
const isVideoKey = (key: string) => key.startsWith("13_") || key.startsWith("7_");
const URL_IN_TEXT = /\bhttps?:\/\/\S+/i;

/** The objective's needs: a video, an app card, or a website destination; any post otherwise. */
export function unsuitablePost(objective: string, post: PostContent): string | undefined {
  const card = post.card_type ?? "";
  switch (objective) {
    case "VIDEO_VIEWS":
      if (post.media_keys.some(isVideoKey) || card.startsWith("VIDEO_")) return undefined;
      return "VIDEO_VIEWS line items promote posts with a video (a video media key or a VIDEO_* card).";
    case "APP_INSTALLS":
    case "APP_ENGAGEMENTS":
      if (card.endsWith("_APP")) return undefined;
      return `${objective} line items promote posts with an app card (card_type *_APP).`;
    case "WEBSITE_CLICKS":
    case "WEBSITE_CONVERSIONS":
      if (card.includes("WEBSITE") || URL_IN_TEXT.test(post.text)) return undefined;
      return `${objective} line items promote posts with a website card (card_type *_WEBSITE) or a link in the text.`;
    default:
      return undefined;
  }
}

/** PROMOTED_ACCOUNT line items that add a post also serve on the timeline (document 2). */
export function placementsWithTimeline(li: LineItemFacts & { placements: string[] }): string[] {
  if (li.product_type !== "PROMOTED_ACCOUNT") return li.placements;
  if (li.placements.includes("ALL_ON_SVC") || li.placements.includes("SVC_TIMELINE"))
    return li.placements;
  return ["SVC_TIMELINE", ...li.placements];
}
