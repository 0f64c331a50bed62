import { limit, whole, type Variable } from "./parsers";

/** Settings of the analytics interface, part of THE list (lib/config/variables.ts). */
export const ANALYTICS_VARIABLES = {
  ADS_STATS_LIMIT_PER_15_MIN: {
    schema: limit(250),
    default: "`250`",
    meaning:
      "Calls of GET stats/accounts/:account_id per user token per 15 minutes (their own bucket, in place of the read limit).",
  },
  ADS_STATS_CACHE_MB: {
    schema: whole(0, 4096).default(64),
    default: "`64`",
    meaning:
      "Megabytes of synchronous stats answers kept per process, each served again only while the facts it read are unchanged; `0` turns the cache off.",
  },
} satisfies Record<string, Variable>;
