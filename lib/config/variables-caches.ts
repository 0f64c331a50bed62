import { whole, type Variable } from "./parsers";

/** Per-process caches of the advertising interface's lists, part of THE list (lib/config/variables.ts). */
export const CACHE_VARIABLES = {
  ADS_RECORD_CACHE_SIZE: {
    schema: whole(0).default(20_000),
    default: "`20000`",
    meaning:
      "Serialized campaign and line item records kept per process and table for list pages, each checked against the row's current version on every read; `0` turns it off (a page larger than the cache does not use it).",
  },
  ADS_PAGE_CACHE_MB: {
    schema: whole(0, 4096).default(32),
    default: "`32`",
    meaning:
      "Megabytes of whole list pages of those records kept per process, each served again only while its rows' versions are unchanged; `0` turns it off (so does `ADS_RECORD_CACHE_SIZE=0`).",
  },
} satisfies Record<string, Variable>;
