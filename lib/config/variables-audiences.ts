import { whole, type Variable } from "./parsers";

/** Settings of the synthetic population and audiences (issue: audiences and targeting), part of THE list. */
export const AUDIENCE_VARIABLES = {
  POPULATION_SIZE: {
    schema: whole(1000, 50_000_000).default(1_000_000),
    default: "`1000000`",
    meaning:
      "People in the deterministic synthetic population that audience sizes, estimates and keyword insights are computed from (the same seed gives the same people).",
  },
  AUDIENCE_MIN_SIZE: {
    schema: whole(1, 1_000_000).default(100),
    default: "`100`",
    meaning: "Matched users a custom audience needs to become targetable (below it: TOO_SMALL).",
  },
  AUDIENCE_USERS_LIMIT_PER_MIN: {
    schema: whole(1, 1_000_000).default(1500),
    default: "`1500`",
    meaning:
      "Calls of POST custom_audiences/:id/users per user token per minute (their own bucket, in place of the write limit).",
  },
  CORPUS_POSTS_PER_HOUR: {
    schema: whole(0, 100_000).default(12),
    default: "`12`",
    meaning:
      "Posts of the synthetic corpus written each hour (job `search.corpus`; the last 7 days at first start), for post search, counts and news to read. `0`: none.",
  },
} satisfies Record<string, Variable>;
