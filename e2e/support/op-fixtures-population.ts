import type { OpFixture } from "./op-fixtures-env";

/** Fixtures of the operations computed from the synthetic population and the post corpus. */
const HOUR = 3_600_000;
export const POPULATION_FIXTURES: Record<string, OpFixture> = {
  "POST /accounts/:account_id/audience_estimate": async () => ({
    body: [
      { targeting_type: "LOCATION", targeting_value: "US" },
      { targeting_type: "AGE", targeting_value: "AGE_25_TO_34" },
    ],
  }),
  "GET /insights/keywords/search": async () => ({
    params: {
      granularity: "HOUR",
      keywords: "music,concert",
      start_time: new Date((Math.floor(Date.now() / HOUR) - 24) * HOUR).toISOString(),
    },
  }),
};
