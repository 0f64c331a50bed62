import { z } from "zod";
import type { FieldMap } from "@/components/forms/field-map";
import { takesDirection, takesKeyword } from "./kinds";

/** What is typed -> the service's body; a filter field the event type does not take is left out. */
export const activitySchema = z
  .object({
    event_type: z.string(),
    user: z.string(),
    keyword: z.string(),
    direction: z.string(),
    tag: z.string(),
    webhook_id: z.string(),
  })
  .transform((v) => ({
    event_type: v.event_type,
    filter: {
      user_id: v.user.trim() || undefined,
      keyword: takesKeyword(v.event_type) ? v.keyword.trim() || undefined : undefined,
      direction: takesDirection(v.event_type) ? v.direction || undefined : undefined,
    },
    tag: v.tag,
    webhook_id: v.webhook_id,
  }));
type Values = z.input<typeof activitySchema>;
export const blankActivity: Values = {
  event_type: "post.create",
  user: "",
  keyword: "",
  direction: "",
  tag: "",
  webhook_id: "",
};
/** The service words its messages for people: they are shown as they are. */
export const activityFields: FieldMap<keyof Values> = {
  event_type: { name: "event_type", label: "Event type", asIs: true },
  filter: { name: "user", label: "User", asIs: true },
  "filter.user_id": { name: "user", label: "User", asIs: true },
  "filter.keyword": { name: "keyword", label: "Keyword", asIs: true },
  "filter.direction": { name: "direction", label: "Direction", asIs: true },
  tag: { name: "tag", label: "Tag", asIs: true },
  webhook_id: { name: "webhook_id", label: "Webhook", asIs: true },
};
