import { z } from "zod";
import { groupSchema, leavesOf, MAX_DEPTH, MAX_LEAVES } from "@/lib/audiences/flexible";
import { oneOf, str } from "../../ads-kernel/fields";

/** audience_type a create may name: CRM (users uploaded), FLEXIBLE (a tree), MOBILE_AUDIENCE (device ids). */
export const CREATED_AUDIENCE_TYPES = ["CRM", "FLEXIBLE", "MOBILE_AUDIENCE"] as const;
export const PERMISSION_SCOPES = ["OWNER", "SHARED"] as const;

const name = str(255, "name").min(1, "Expected a name of 1 to 255 characters");
const description = str(255, "description");

/**
 * The flexible tree, as a JSON object (batch, JSON bodies) or a JSON string (query, form): the create's
 * `segments` and the preview's (flexible-preview.ts), so both refuse a tree with the same messages.
 */
export const flexibleSegments = z
  .union([z.string(), z.record(z.string(), z.unknown())], {
    error: "Expected an object with boolean_operator and child_segments",
  })
  .transform((v, ctx) => {
    if (typeof v !== "string") return v;
    try {
      const parsed: unknown = JSON.parse(v);
      return parsed;
    } catch {
      ctx.addIssue({ code: "custom", message: "Expected segments as a JSON object" });
      return z.NEVER;
    }
  })
  .pipe(groupSchema)
  .superRefine((tree, ctx) => {
    const { leaves, depth } = leavesOf(tree);
    if (leaves.length > MAX_LEAVES)
      ctx.addIssue({
        code: "custom",
        message: `At most ${MAX_LEAVES} leaf audiences, got ${leaves.length}`,
      });
    if (depth > MAX_DEPTH)
      ctx.addIssue({
        code: "custom",
        message: `At most ${MAX_DEPTH} levels of segments, got ${depth}`,
      });
  });

/** POST custom_audiences (and batch Create): name required and unique; FLEXIBLE needs segments. */
export const customAudienceCreate = z
  .object({
    name,
    description: description.optional(),
    audience_type: oneOf(CREATED_AUDIENCE_TYPES).default("CRM"),
    segments: flexibleSegments.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.audience_type === "FLEXIBLE" && !v.segments)
      ctx.addIssue({
        code: "custom",
        path: ["segments"],
        message: "A FLEXIBLE audience needs segments: {boolean_operator, child_segments}",
      });
    if (v.audience_type !== "FLEXIBLE" && v.segments)
      ctx.addIssue({
        code: "custom",
        path: ["segments"],
        message: `Only FLEXIBLE audiences take segments, not ${v.audience_type}`,
      });
  });

/** PUT custom_audiences/:id: name (unique) and description; flexible audiences refuse any update. */
export const customAudienceUpdate = z.object({
  name: name.optional(),
  description: description.optional(),
});
