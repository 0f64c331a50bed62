"use client";

import { volumePoints } from "./insights-model";
import { VolumeChart } from "./volume-chart";
import { Card } from "@/components/ui/card";

/** FACTS: data of insights/keywords/search. */
export type Answer = { related_keywords: string[]; post_volume: number[] };
export type Result = { params: Record<string, string>; answer: Answer };

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
          result.params.start_time,
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
