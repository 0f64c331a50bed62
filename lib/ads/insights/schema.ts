import { z } from "zod";
import { isoTime, oneOf, str, stringList } from "../../ads-kernel/fields";
// keywords.ts, not the corpus model: the console checks its form with this schema in the browser.
import { normalizeKeyword } from "@/lib/targeting/values/keywords";

/** Keywords plus negative keywords in one request (document 1 limits). */
export const MAX_KEYWORDS = 10;
export const MAX_KEYWORD_LENGTH = 100;
export const MAX_RANGE_DAYS = 7;
const HOUR = 3_600_000;

const wholeHour = (name: string) =>
  isoTime().refine(
    (d) => d.getTime() % HOUR === 0,
    `${name} must be a whole UTC hour (volumes are counted per hour), such as 2026-11-01T10:00:00Z`,
  );

/** Normalised (lower case, one space between words), without repeats. */
const keywordList = (what: string) =>
  stringList(MAX_KEYWORDS, MAX_KEYWORD_LENGTH, what).transform((list) => [
    ...new Set(list.map(normalizeKeyword).filter(Boolean)),
  ]);

/**
 * GET insights/keywords/search (document 2). Times are whole UTC hours; end_time defaults to the
 * current hour's start. The rules across parameters (10 keywords together, 7 days, end after start,
 * nothing in the future) are checked by checkInsightsQuestion, which names the parameter at fault.
 */
export const insightsParams = z.object({
  granularity: oneOf(["DAY", "HOUR"]),
  keywords: keywordList("keywords").refine((l) => l.length > 0, "Expected at least one keyword"),
  negative_keywords: keywordList("negative keywords").optional(),
  start_time: wholeHour("start_time"),
  end_time: wholeHour("end_time").optional(),
  location: str(64, "location")
    .min(1, "Expected a country's targeting value, such as US")
    .optional(),
});
export type InsightsParams = z.output<typeof insightsParams>;

export const insightsRecord = z.object({
  related_keywords: z.array(z.string()).describe("30 words most often in the same posts"),
  post_volume: z
    .array(z.number().int())
    .describe("posts holding any of the keywords (and none of the negative ones), per interval"),
});

export { HOUR };
