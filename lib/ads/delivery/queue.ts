import { defineQueue } from "@/lib/jobs/queue";
import { nowMs } from "@/lib/time/clock";
import { deliveryTick } from "./tick";

/**
 * delivery.tick: every five minutes, the hours that are over are simulated for every account with
 * something to serve (one simulated hour per real hour). A run repeated or run twice at once does
 * each hour once: the account's clock decides (clock.ts).
 */
export const deliveryTickQueue = defineQueue({
  name: "delivery.tick",
  cron: "*/5 * * * *",
  options: { retryLimit: 1, expireInSeconds: 280 },
  run: async () => {
    await deliveryTick(nowMs());
  },
});
