import { AdsError } from "../../ads-kernel/errors";
import { HOUR, MAX_KEYWORDS, MAX_RANGE_DAYS, type InsightsParams } from "./schema";

/** Whole range and keyword rules of an insights request; the first one broken is the answer. */
export function checkInsightsQuestion(p: InsightsParams, now: Date): { start: Date; end: Date } {
  const negative = p.negative_keywords ?? [];
  if (p.keywords.length + negative.length > MAX_KEYWORDS)
    throw AdsError.invalid(
      "keywords",
      `At most ${MAX_KEYWORDS} keywords and negative keywords together; got ${p.keywords.length} + ${negative.length}.`,
    );
  const both = p.keywords.find((k) => negative.includes(k));
  if (both !== undefined)
    throw AdsError.invalid(
      "negative_keywords",
      `"${both}" is both a keyword and a negative keyword; name it in one of them.`,
    );
  const end = p.end_time ?? new Date(Math.floor(now.getTime() / HOUR) * HOUR);
  const start = p.start_time;
  const window = (message: string, parameter: string) =>
    AdsError.of("INVALID_TIME_WINDOW", message, parameter);
  if (end.getTime() > now.getTime())
    throw window(
      `end_time ${end.toISOString()} is in the future; insights count posts already made.`,
      "end_time",
    );
  if (start.getTime() >= end.getTime())
    throw window(
      `start_time must be before end_time (${end.toISOString()}${p.end_time ? "" : ", the current hour"}).`,
      "start_time",
    );
  if (end.getTime() - start.getTime() > MAX_RANGE_DAYS * 24 * HOUR)
    throw window(
      `The range from start_time to end_time is at most ${MAX_RANGE_DAYS} days; got ${((end.getTime() - start.getTime()) / (24 * HOUR)).toFixed(2)} days.`,
      "start_time",
    );
  return { start, end };
}
