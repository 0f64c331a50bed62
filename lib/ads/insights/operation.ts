import { defineCallerOperation } from "../../ads-kernel/operation";
import { AdsError } from "../../ads-kernel/errors";
import { config } from "@/lib/config/env";
import { keywordInsights } from "@/lib/audiences/population/corpus/insights";
import { postingAreas } from "@/lib/audiences/population/areas";
import { populationUniverse } from "@/lib/audiences/population/universe-values";
import { isCountryValue } from "@/lib/audiences/population/location";
import { findValue } from "@/lib/targeting/values";
import { insightsParams, insightsRecord } from "./schema";
import { checkInsightsQuestion } from "./question";

/**
 * GET insights/keywords/search (document 2; FACTS): post volumes per DAY or HOUR for keywords
 * (OR-combined, less posts holding a negative keyword) and the 30 words most often posted with them,
 * from the post corpus model (lib/audiences/population/corpus), optionally in one country.
 */
export const keywordInsightsOperation = defineCallerOperation({
  family: "keyword insights",
  method: "get",
  path: "/insights/keywords/search",
  example: {
    params: { granularity: "HOUR", keywords: "music,concert", start_time: "2026-11-01T10:00:00Z" },
  },
  summary:
    "Post volume over time and related keywords for up to 10 keywords, in one country or all",
  action: "analytics.read",
  params: insightsParams,
  record: insightsRecord,
  handler: async ({ params: p }) => {
    const { start, end } = checkInsightsQuestion(p, new Date());
    if (
      p.location !== undefined &&
      !(isCountryValue(p.location) && findValue("LOCATION", p.location))
    )
      throw AdsError.invalid(
        "location",
        `location must be one country's targeting value from GET targeting_criteria/locations?location_type=COUNTRIES (such as US); got "${p.location.slice(0, 64)}".`,
      );
    const areas = postingAreas(populationUniverse(), config().populationSize, p.location);
    return {
      data: keywordInsights({
        keywords: p.keywords,
        negative: p.negative_keywords ?? [],
        start,
        end,
        granularity: p.granularity,
        areas,
      }),
    };
  },
});
