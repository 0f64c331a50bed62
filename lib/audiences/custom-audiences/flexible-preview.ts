import { config } from "@/lib/config/env";
import { db } from "@/lib/db/client";
import { flexibleMembers, sizeState } from "@/lib/audiences/flexible-size";
import { defineOperation } from "../../ads-kernel/operation";
import { checkLeaves } from "./leaves";
import { flexiblePreviewBody, flexiblePreviewRecord } from "./preview-schema";
import { EXAMPLE_ACCOUNT_ID } from "../../ads-kernel/example";
import { CUSTOM_AUDIENCE_ID } from "../example-ids";

/**
 * POST accounts/:account_id/custom_audiences/flexible_preview: OUR EXTENSION, not in the
 * specification. The console's flexible builder shows, as the tree is edited, the size a flexible
 * audience of these segments would have now. The body's `segments` is checked by the create's own
 * schema and leaf rule (schema.ts, leaves.ts), and the size comes from the function the processing
 * job stores (lib/audiences/flexible-size.ts): the preview and the created audience agree.
 */
export const flexiblePreviewOperation = defineOperation({
  family: "custom_audiences",
  method: "post",
  path: "/accounts/:account_id/custom_audiences/flexible_preview",
  example: {
    path: { account_id: EXAMPLE_ACCOUNT_ID },
    body: {
      segments: {
        boolean_operator: "OR",
        child_segments: [{ custom_audience_id: CUSTOM_AUDIENCE_ID }],
      },
    },
  },
  summary:
    "Extension (not in the spec): the size a flexible audience of these segments would have, as its processing computes it",
  action: "audiences.read",
  computesOnly: true,
  body: flexiblePreviewBody,
  record: flexiblePreviewRecord,
  handler: async ({ ctx, body }) => {
    await checkLeaves(db(), ctx, body.segments);
    const { size, pending } = await flexibleMembers(db(), body.segments);
    return {
      data: {
        ...sizeState(size),
        audience_min_size: config().audienceMinSize,
        leaves_processing: pending,
      },
    };
  },
});
