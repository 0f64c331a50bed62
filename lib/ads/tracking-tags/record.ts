import { z } from "zod";
import { baseRecordShape } from "../../ads-kernel/record-base";
import { TRACKING_TAG_TYPES } from "./schema";

/** A tracking tag as the interface answers it (FACTS: id, line_item_id, tracking_tag_type, tracking_tag_url). */
export const trackingTagRecord = z.object({
  ...baseRecordShape,
  line_item_id: z.string(),
  tracking_tag_type: z.enum(TRACKING_TAG_TYPES),
  tracking_tag_url: z.string(),
});
