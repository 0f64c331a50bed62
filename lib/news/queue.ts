import { defineQueue } from "@/lib/jobs/queue";
import { now } from "@/lib/time/clock";
import { refreshNews } from "./refresh";

/** news.refresh: every fifteen minutes, the stories rebuilt from the last hours' posts. */
export const newsRefreshQueue = defineQueue({
  name: "news.refresh",
  cron: "*/15 * * * *",
  options: { retryLimit: 1, expireInSeconds: 600 },
  run: async () => {
    await refreshNews(now());
  },
});
