import { z } from "zod";
import { flexibleSegments } from "./schema";

/**
 * The flexible preview's body and answer (our extension, flexible-preview.ts), browser-safe: the
 * console's builder checks its tree with the same body schema before asking.
 */
export const flexiblePreviewBody = z.strictObject({ segments: flexibleSegments });

export const flexiblePreviewRecord = z.object({
  audience_size: z.number().int().describe("People of the population the tree keeps now"),
  targetable: z.boolean().describe("Whether the audience would be targetable (AUDIENCE_MIN_SIZE)"),
  reasons_not_targetable: z.array(z.string()),
  audience_min_size: z.number().int().describe("The threshold: AUDIENCE_MIN_SIZE"),
  leaves_processing: z
    .array(z.string())
    .describe("Leaf audiences not processed yet: they count as empty until they are"),
});
export type FlexiblePreview = z.output<typeof flexiblePreviewRecord>;
