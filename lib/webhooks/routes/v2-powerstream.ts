import { z } from "zod";
import { appOnlyWith } from "@/lib/usage/credential";
import { defineV2Stream } from "@/lib/http/route-stream";
import { filteredMessageSchema } from "@/lib/webhooks/products/stream-routes";
import {
  connectionMetadataSchema,
  powerStream,
  powerStreamParams,
} from "@/lib/webhooks/products/powerstream";
import { POWERSTREAM_RULE_ROUTES } from "./v2-powerstream-rules";

/**
 * GET /2/powerstream (FACTS "PowerStream"): newline-delimited JSON of the posts matching the app's
 * PowerStream rules, on the filtered stream's loop; its messages are the filtered stream's.
 * For apps on the enterprise tier (lib/usage/tiers.ts), as its rules.
 */
const stream = defineV2Stream({
  path: "/2/powerstream",
  summary:
    "Posts matching the app's PowerStream rules as they are published, with the rules matched.",
  credential: appOnlyWith("powerstream"),
  errors: ["ClientNotEnrolled"],
  params: powerStreamParams,
  // With localDcOnly=true the first message is the connection's metadata.
  message: z.union([filteredMessageSchema, connectionMetadataSchema]),
  example: {
    params: { localDcOnly: "true" },
    message: {
      data: {
        id: "1445880548472328192",
        text: "Launch day!",
        edit_history_post_ids: ["1445880548472328192"],
      },
      includes: { users: [{ id: "2244994945", username: "svcdevs" }] },
      matching_rules: [{ id: "1273026480692322304", tag: "launches" }],
    },
  },
  handler: powerStream,
});

/** PowerStream's rules, then its stream. */
export const POWERSTREAM_ROUTES = [...POWERSTREAM_RULE_ROUTES, stream];
