import { z } from "zod";
import { idParam, oneOf, str } from "../../ads-kernel/fields";

export const TRACKING_TAG_TYPES = ["IMPRESSION_TAG", "CLICK_TRACKER"] as const;
/** Longer addresses than this are not tracker URLs (the reference platform's limit is not shown). */
export const MAX_TRACKING_URL = 1000;

const trackingUrl = str(MAX_TRACKING_URL, "tracking_tag_url").refine(
  (v) => URL.canParse(v) && new URL(v).protocol === "https:",
  "Expected an https URL such as https://tracker.example/pixel?c=1",
);

/** POST tracking_tags: all three required (document 2, Tracking tags). */
export const trackingTagCreate = z.object({
  line_item_id: idParam(),
  tracking_tag_type: oneOf(TRACKING_TAG_TYPES),
  tracking_tag_url: trackingUrl,
});

/** PUT tracking_tags/:id: only the URL changes, and it is required. */
export const trackingTagUpdate = z.object({ tracking_tag_url: trackingUrl });
