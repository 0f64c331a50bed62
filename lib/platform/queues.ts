import { maintenanceQueue } from "@/lib/platform/maintenance";
import type { AnyQueue } from "../jobs/queue";
import { processMediaQueue } from "@/lib/media/process/queue";
import { expireMediaQueue } from "@/lib/media/process/expiry";
import { publishQueue } from "@/lib/ads/posts/publish-queue";
import { processAudienceQueue } from "@/lib/audiences/process";
import { fanOutQueue } from "@/lib/webhooks/fanout/fanout-queue";
import { crcQueue } from "@/lib/webhooks/crc-queue";
import { DELIVERY_QUEUES } from "@/lib/webhooks/delivery/queues";
import { populationEngagementQueue } from "@/lib/engagement/population-queue";
import { newsRefreshQueue } from "@/lib/news/queue";
import { noteRatingQueue } from "@/lib/notes/rating-job";
import { statsJobQueue } from "@/lib/ads/analytics/job-run";
import { expireStatsJobsQueue } from "@/lib/ads/analytics/job-expiry";
import { deliveryTickQueue } from "@/lib/ads/delivery/queue";
import { searchCorpusQueue } from "@/lib/search/corpus/queue";
import { searchHoursQueue } from "@/lib/search/hours-queue";

/**
 * THE list of background work (lib/jobs/engine.ts starts a worker for each). A new kind of work is a
 * `defineQueue` beside the rule it serves, and one line here.
 */
export const QUEUES: readonly AnyQueue[] = [
  maintenanceQueue, // the five-minute sweep of expired rows (lib/platform/maintenance.ts)
  processMediaQueue, // media.process: probe, poster frame (lib/media/process/queue.ts)
  expireMediaQueue, // media.expire: uploads never added to a library (lib/media/process/expiry.ts)
  publishQueue, // posts.publish: scheduled posts go live (lib/ads/posts/publish-queue.ts)
  processAudienceQueue, // audiences.process: uploads -> members -> size, targetable (lib/audiences/process.ts)
  fanOutQueue, // events.fanout: an outbox event becomes deliveries (lib/webhooks/fanout/fanout-queue.ts)
  crcQueue, // webhooks.crc: the 30-minute CRC of webhooks not validated in 24 h (lib/webhooks/crc-queue.ts)
  populationEngagementQueue, // engagement.population: the population likes and reposts posts (lib/engagement/population.ts)
  newsRefreshQueue, // news.refresh: stories rebuilt from the last hours' posts (lib/news/refresh.ts)
  noteRatingQueue, // notes.rate: the population rates community notes (lib/notes/rating-job.ts)
  statsJobQueue, // analytics.stats: an asynchronous analytics job's file (lib/ads/analytics/job-run.ts)
  expireStatsJobsQueue, // analytics.expire: expired analytics jobs and their files (lib/ads/analytics/job-expiry.ts)
  searchCorpusQueue, // search.corpus: the synthetic corpus's posts of the hours that passed (lib/search/corpus/write.ts)
  searchHoursQueue, // search.hours: the hours that are over counted by search term (lib/search/hours.ts)
  deliveryTickQueue, // delivery.tick: campaigns deliver the hours that are over (lib/ads/delivery/tick.ts)
  ...DELIVERY_QUEUES, // webhooks.dispatch, .sweep, .resume, .replay (lib/webhooks/delivery/queues.ts)
];
