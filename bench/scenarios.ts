import { DURATION, ratioScenario, type Scenario } from "./scenario";
import { ADS_SCENARIOS } from "./targets/ads";
import { CREATIVES_SCENARIOS } from "./targets/creatives";
import { verifyCredentials } from "./targets/verify-credentials";
import { WEBHOOK_SCENARIOS } from "./targets/webhooks";
import { audienceEstimate } from "./targets/audience-estimate";
import { audienceUsers } from "./targets/audience-users";
import { deliveryHour } from "./targets/delivery-hour";
import { analyticsJob, analyticsStats } from "./targets/analytics";
import { usageMeter } from "./targets/usage-meter";
import { searchCounts, searchIndexing, searchRecent } from "./targets/search";

/** Every bench target, in the order `npm run bench` runs them, and the groups a run may name. */
const OPTS = { connections: 50, warmupSeconds: 2, durationSeconds: DURATION };
const onPostgres = (s: Scenario): Scenario => ({ ...s, heldTo: "PostgreSQL" });
export const SCENARIOS: Scenario[] = [
  ratioScenario("verify_credentials", OPTS, () => verifyCredentials),
  ...ADS_SCENARIOS.map(onPostgres),
  ...CREATIVES_SCENARIOS,
  ...WEBHOOK_SCENARIOS.map(onPostgres),
  onPostgres(audienceEstimate),
  onPostgres(audienceUsers),
  onPostgres(deliveryHour),
  onPostgres(analyticsStats),
  onPostgres(analyticsJob),
  usageMeter,
  // Last: search_indexing empties the search document and drops its index for its second half.
  onPostgres(searchRecent),
  onPostgres(searchCounts),
  onPostgres(searchIndexing),
];
export const GROUPS: Record<string, string[]> = {
  all: SCENARIOS.map((s) => s.name),
  ads: ADS_SCENARIOS.map((s) => s.name),
  creatives: CREATIVES_SCENARIOS.map((s) => s.name),
  webhooks: WEBHOOK_SCENARIOS.map((s) => s.name),
  analytics: ["analytics_stats", "analytics_job"],
  search: ["search_recent", "search_counts", "search_indexing"],
};
