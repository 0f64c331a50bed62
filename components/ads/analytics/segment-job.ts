import { adsApi } from "@/components/ads/ads-client";
import type { AdsScope } from "@/components/ads/ads-client";
import { z } from "zod";
import { statsRecord, type SEGMENTATION_TYPES, type StatsRecord } from "@/lib/ads/analytics/schema";
import type { Range } from "./date-range";
import type { Reporting } from "./stats-client";

/**
 * A breakdown by segment comes only from an asynchronous stats job (FACTS.md: segmentation_type is
 * a job's parameter, not the synchronous operation's): one job per reporting placement, asked for
 * when the person asks for the breakdown, polled until done, its gzip file read in the browser.
 */
export const CREATE_JOB = "POST /12/stats/jobs/accounts/:account_id" as const;
export const GET_JOBS = "GET /12/stats/jobs/accounts/:account_id" as const;

/** A job may span 45 days when segmented (FACTS.md). */
export const SEGMENT_MAX_DAYS = 45;

export type SegmentAsk = {
  lineItemId: string;
  range: Range;
  segmentation: (typeof SEGMENTATION_TYPES)[number];
  placements: readonly Reporting[];
};

export async function startSegmentJobs(account: AdsScope & { id: string }, ask: SegmentAsk) {
  const jobs = await Promise.all(
    ask.placements.map((placement) =>
      adsApi(account, CREATE_JOB, {
        params: {
          entity: "LINE_ITEM",
          entity_ids: ask.lineItemId,
          start_time: ask.range.start,
          end_time: ask.range.end,
          granularity: "TOTAL",
          metric_groups: "ENGAGEMENT,BILLING,VIDEO",
          placement,
          segmentation_type: ask.segmentation,
        },
      }),
    ),
  );
  return jobs.map((j) => j.id_str);
}

export type JobState = { done: boolean; failed: boolean; urls: string[] };

/** Where the jobs are: done when every one succeeded, failed when one did. */
export async function jobState(
  account: AdsScope & { id: string },
  ids: string[],
): Promise<JobState> {
  const jobs = await adsApi(account, GET_JOBS, { params: { job_ids: ids.join(",") } });
  const urls = jobs.flatMap((j) => (j.status === "SUCCESS" && j.url ? [j.url] : []));
  return {
    done: urls.length === ids.length,
    failed: jobs.some((j) => j.status === "FAILED"),
    urls,
  };
}

/** The file holds the stats answer ({data: [...]}) or its records alone. */
const jobFile = z.union([z.array(statsRecord), z.object({ data: z.array(statsRecord) })]);

/**
 * A job's file: gzip-compressed JSON of the stats answer (decompressed here unless the server did).
 * Asked on the console's own origin: the same process serves the files under the url's path,
 * whatever host the url was written with.
 */
export async function readJobFile(url: string): Promise<StatsRecord[]> {
  const at = new URL(url, window.location.href);
  const res = await fetch(`${at.pathname}${at.search}`, { credentials: "same-origin" });
  if (!res.ok) throw new Error(`The breakdown's file could not be read (${res.status})`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const gzip = bytes[0] === 0x1f && bytes[1] === 0x8b;
  const text = gzip
    ? await new Response(
        new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip")),
      ).text()
    : new TextDecoder().decode(bytes);
  const file = jobFile.safeParse(JSON.parse(text));
  if (!file.success) throw new Error("The breakdown's file is not a stats answer");
  return Array.isArray(file.data) ? file.data : file.data.data;
}
