import { AdsError } from "../../ads-kernel/errors";
import { statsWindow } from "./window";
import { checkQuestion, type CheckedQuestion, type StatsAccount } from "./stats";
import { JOB_MAX_DAYS, SEGMENTED_JOB_MAX_DAYS, type JobParams } from "./job-schema";

/**
 * The rules a job's question follows beyond the synchronous ones: up to 90 days, 45 with a
 * segmentation, whose facts are per day of the account (so DAY or TOTAL, from midnight to midnight).
 */
export function checkJobWindow(p: JobParams, timeZone: string) {
  if (!p.segmentation_type) return statsWindow(p, timeZone, JOB_MAX_DAYS);
  if (p.granularity === "HOUR")
    throw AdsError.invalid(
      "granularity",
      `Segmented metrics are kept per day: with segmentation_type, granularity is DAY or TOTAL; got HOUR.`,
    );
  const use = ` with segmentation_type (${JOB_MAX_DAYS} without)`;
  statsWindow({ ...p, granularity: "DAY" }, timeZone, SEGMENTED_JOB_MAX_DAYS, use);
  return statsWindow(p, timeZone, SEGMENTED_JOB_MAX_DAYS, use);
}

/** A job's question: the synchronous checks under the job's window, segmented when it asks. */
export const checkJobQuestion = (account: StatsAccount, p: JobParams): CheckedQuestion =>
  checkQuestion(account, p, checkJobWindow, p.segmentation_type);
