import { limit, type Variable } from "./parsers";

/** Settings of the analytics interface, part of THE list (lib/config/variables.ts). */
export const ANALYTICS_VARIABLES = {
  ADS_STATS_LIMIT_PER_15_MIN: {
    schema: limit(250),
    default: "`250`",
    meaning:
      "Calls of GET stats/accounts/:account_id per user token per 15 minutes (their own bucket, in place of the read limit).",
  },
} satisfies Record<string, Variable>;
