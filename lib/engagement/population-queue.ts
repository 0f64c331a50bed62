import { defineQueue } from "@/lib/jobs/queue";
import { now } from "@/lib/time/clock";
import { applyPopulationEngagement } from "./population";

/** engagement.population: every five minutes, the population's likes, reposts, replies and quotes. */
export const populationEngagementQueue = defineQueue({
  name: "engagement.population",
  cron: "*/5 * * * *",
  options: { retryLimit: 1, expireInSeconds: 240 },
  run: async () => {
    await applyPopulationEngagement(now());
  },
});
