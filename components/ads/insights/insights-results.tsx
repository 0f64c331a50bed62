"use client";

import { volumePoints } from "./insights-model";
import type { AdsAnswer, AdsCall } from "@/components/ads/ads-client";
import { VolumeChart } from "./volume-chart";
import { Card } from "@/components/ui/card";

/** FACTS: data of insights/keywords/search. */
type Search = "GET /12/insights/keywords/search";
export type Answer = AdsAnswer<Search>;
/** What was asked (the call's parameters) and the answer. */
export type Result = { params: NonNullable<AdsCall<Search>["params"]>; answer: Answer };

/** The answer: the volume chart (with its text alternative) and the related keywords. */
export function InsightsResults({
  result,
  label,
}: {
  result: Result;
  label: (iso: string) => string;
}) {
  return (
    <Card
      title={`Post volume for ${result.params.keywords}${result.params.location ? ` in ${result.params.location}` : ""}`}
    >
      <VolumeChart
        points={volumePoints(
          new Date(result.params.start_time).toISOString(),
          result.params.granularity,
          result.answer.post_volume,
        )}
        label={label}
      />
      <h3 className="text-sm font-semibold">Related keywords</h3>
      <ul aria-label="Related keywords" className="flex flex-wrap gap-2">
        {result.answer.related_keywords.map((k) => (
          <li key={k} className="rounded-full bg-zinc-100 px-3 py-1 text-sm text-zinc-800">
            {k}
          </li>
        ))}
      </ul>
    </Card>
  );
}
