import { findValue } from "@/lib/targeting/values";
import type { TargetingType } from "@/lib/targeting/values/types";
import { checkEntityIds } from "./entities";
import { answerOf, type StatsAccount } from "./stats";
import { checkJobQuestion } from "./job-window";
import type { JobParams } from "./job-schema";
import type { SEGMENTATION_TYPES, StatsRecord } from "./schema";

type Segmentation = (typeof SEGMENTATION_TYPES)[number];

/** The targeting type whose values a segment's values are, for their names (keywords are their own). */
const VALUES_OF: Record<Segmentation, TargetingType | null> = {
  AGE: "AGE",
  GENDER: "GENDER",
  LOCATIONS: "LOCATION",
  REGIONS: "LOCATION",
  DEVICES: "DEVICE",
  PLATFORMS: "PLATFORM",
  INTERESTS: "INTEREST",
  KEYWORDS: null,
};

/** A segment's name as people read it: its targeting value's name, else the value itself. */
function named(type: Segmentation, value: string): string {
  const of = VALUES_OF[type];
  return (of && findValue(of, value)?.name) || value;
}

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
  const answer = await answerOf(checked, type && ((value) => named(type, value)));
  return { data_type: "stats", ...answer, request };
}

const iso = (d: Date) => d.toISOString().replace(".000Z", "Z");
