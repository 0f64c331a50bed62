import { config } from "@/lib/config/env";
import { defineQueue } from "@/lib/jobs/queue";
import { now } from "@/lib/time/clock";
import { advanceCorpus } from "./write";

/** search.corpus: every five minutes, the synthetic corpus's posts whose time has come. */
export const searchCorpusQueue = defineQueue({
  name: "search.corpus",
  cron: "*/5 * * * *",
  options: { retryLimit: 1, expireInSeconds: 240 },
  run: async () => {
    await advanceCorpus(now(), config().corpusPostsPerHour);
  },
});
