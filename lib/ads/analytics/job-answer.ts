import { checkEntityIds } from "./entities";
import { answerOf, type StatsAccount } from "./stats";
import { checkJobQuestion } from "./job-window";
import type { JobParams } from "./job-schema";
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
 * A job's answer: the synchronous rule over the job's window (job-window.ts: up to 90 days), or with
 * a segmentation the segment facts of each day of the account, one id_data entry per segment value
 * with activity.
 */
export async function jobAnswer(account: StatsAccount, p: JobParams): Promise<JobAnswer> {
  const type = p.segmentation_type;
  const request = { params: { ...p, start_time: iso(p.start_time), end_time: iso(p.end_time) } };
  const checked = checkJobQuestion(account, p);
  await checkEntityIds(account.id, checked.q.entity, p.entity_ids);
  const answer = await answerOf(checked, type && ((value) => segmentName(type, value)));
  return { data_type: "stats", ...answer, request };
}

const iso = (d: Date) => d.toISOString().replace(".000Z", "Z");
