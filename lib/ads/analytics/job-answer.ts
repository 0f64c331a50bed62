import { factEntity } from "./entities";
import { accountStats, metricsOf, toRecords, type StatsAccount } from "./stats";
import { sumFacts } from "./query";
import { localDate, midnightOf } from "./zone";
import { checkJobWindow } from "./job-window";
import { JOB_MAX_DAYS, type JobParams } from "./job-schema";
import type { StatsRecord } from "./schema";
import { segmentName } from "./segment-names";

/** What a job's file holds: the synchronous answer's shape (data_type, time_series_length, data, request). */
export type JobAnswer = {
  data_type: "stats";
  time_series_length: number;
  data: StatsRecord[];
  request: { params: Record<string, unknown> };
};

/**
 * A job's answer: the synchronous rule over up to 90 days, or with a segmentation the segment facts of
 * each day of the account, one id_data entry per segment value with activity.
 */
export async function jobAnswer(account: StatsAccount, p: JobParams): Promise<JobAnswer> {
  const type = p.segmentation_type;
  const request = { params: { ...p, start_time: iso(p.start_time), end_time: iso(p.end_time) } };
  if (!type) {
    const answer = await accountStats(account, p, JOB_MAX_DAYS);
    return { data_type: "stats", ...answer, request };
  }
  const entity = factEntity(p.entity);
  const metrics = metricsOf(entity, p.metric_groups);
  const w = checkJobWindow(p, account.timezone);
  const tz = account.timezone;
  const rows = metrics.length
    ? await sumFacts({
        accountId: account.id,
        entity,
        ids: p.entity_ids,
        metrics,
        placement: p.placement,
        start: w.start,
        end: w.end,
        byTime: p.granularity !== "TOTAL",
        segments: {
          type,
          from: localDate(w.start, tz),
          to: localDate(w.end, tz),
          dayStart: (date) => midnightOf(date, tz),
        },
      })
    : [];
  const data = toRecords(p.entity_ids, metrics, w, rows, (value) => segmentName(type, value));
  return { data_type: "stats", time_series_length: w.bounds.length - 1, data, request };
}

const iso = (d: Date) => d.toISOString().replace(".000Z", "Z");
