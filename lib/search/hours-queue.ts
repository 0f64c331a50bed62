import { defineQueue } from "@/lib/jobs/queue";
import { now } from "@/lib/time/clock";
import { countPendingHours } from "./hours";

/** search.hours: every five minutes, the posts of the hours that are over counted by search term. */
export const searchHoursQueue = defineQueue({
  name: "search.hours",
  cron: "*/5 * * * *",
  options: { retryLimit: 1, expireInSeconds: 240 },
  run: async () => {
    await countPendingHours(now());
  },
});
