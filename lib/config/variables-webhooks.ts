import { z } from "zod";
import { whole, type Variable } from "./parsers";

/** Settings of webhooks and event delivery, part of THE list (variables.ts). */
export const WEBHOOK_VARIABLES = {
  WEBHOOK_ALLOW_INSECURE_URLS: {
    schema: z.enum(["0", "1"], "must be 0 or 1").default("0"),
    default: "`0`",
    meaning:
      "`1` lets webhook URLs use http, a port, and loopback or private addresses (local development and tests). Off by default; the server prints a warning at start when it is on.",
  },
  WEBHOOK_LIMIT_PER_APP: {
    schema: whole(1, 1000).default(5),
    default: "`5`",
    meaning: "Webhooks one app may register (WebhookLimitExceeded above it).",
  },
  WEBHOOK_TIMEOUT_SECONDS: {
    schema: whole(1, 60).default(10),
    default: "`10`",
    meaning:
      "How long a receiver has to answer a CRC or a delivery before the attempt counts as a timeout.",
  },
} satisfies Record<string, Variable>;
