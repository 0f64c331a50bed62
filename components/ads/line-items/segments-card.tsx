"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { QueryError } from "@/components/ui/query-error";
import { csvName } from "../analytics/csv";
import type { Range } from "../analytics/date-range";
import { resultKind } from "../analytics/results";
import {
  jobState,
  readJobFile,
  SEGMENT_MAX_DAYS,
  startSegmentJobs,
} from "../analytics/segment-job";
import { SegmentTable } from "../analytics/segment-table";
import {
  SEGMENT_CHOICES,
  SEGMENT_LABELS,
  segmentCsv,
  segmentRows,
  type SegmentChoice,
} from "../analytics/segments";
import { reportingOf } from "../analytics/stats-client";
import { download } from "../analytics/table-model";
import type { AdAccount, LineItem } from "../types";
import { lineItemName } from "./line-items";

/**
 * Who the line item reached, by age, gender, country…: built on request by an asynchronous stats job
 * (segments are a job's alone), polled each second until its file is ready. Keyed by the range by
 * its parent, so a breakdown never shows under another range than its own.
 */
export function SegmentsCard({
  account,
  lineItem: li,
  range,
  now,
}: {
  account: AdAccount;
  lineItem: LineItem;
  range: Range;
  /** The account's present: a day still going on has no breakdown yet. */
  now: number;
}) {
  const [type, setType] = useState<SegmentChoice>("AGE");
  const [shown, setShown] = useState<{ type: SegmentChoice; jobs: string[] } | null>(null);
  const start = useMutation({
    mutationFn: () =>
      startSegmentJobs(account, {
        lineItemId: li.id,
        range,
        segmentation: type,
        placements: reportingOf(li.placements),
      }),
    onSuccess: (jobs) => setShown({ type, jobs }),
  });
  const state = useQuery({
    queryKey: ["ads", account.id, "segment-jobs", shown?.jobs],
    queryFn: () => jobState(account, shown?.jobs ?? []),
    enabled: Boolean(shown),
    refetchInterval: (q) => (q.state.data?.done || q.state.data?.failed ? false : 1000),
  });
  const file = useQuery({
    queryKey: ["segment-files", state.data?.urls],
    queryFn: async () => (await Promise.all((state.data?.urls ?? []).map(readJobFile))).flat(),
    enabled: Boolean(state.data?.done),
    staleTime: Infinity,
  });
  const kind = resultKind([li.objective]);
  const label = SEGMENT_LABELS[shown?.type ?? type] ?? "Segment";
  const rows = file.data ? segmentRows(file.data, kind) : null;
  const tooLong = range.days > SEGMENT_MAX_DAYS;
  const today = Date.parse(range.end) > now;
  const working =
    start.isPending || (shown && !state.data?.failed && !rows && !file.isError && !state.isError);
  return (
    <Card
      title="Breakdown"
      description={`Who saw and engaged with this line item in the chosen range.${today ? " A day is broken down once it is over: today's delivery is not in it yet." : ""}`}
    >
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-48">
          <Field
            label="Break down by"
            hint={tooLong ? `A breakdown covers at most ${SEGMENT_MAX_DAYS} days.` : undefined}
          >
            {(p) => (
              <Select
                {...p}
                value={type}
                onChange={(e) =>
                  setType(SEGMENT_CHOICES.find((x) => x === e.target.value) ?? "AGE")
                }
              >
                {SEGMENT_CHOICES.map((s) => (
                  <option key={s} value={s}>
                    {SEGMENT_LABELS[s]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        <Button
          variant="secondary"
          onClick={() => start.mutate()}
          pending={Boolean(working)}
          disabled={tooLong}
        >
          Show breakdown
        </Button>
        {rows && shown && (
          <Button
            variant="secondary"
            onClick={() =>
              download(
                csvName(lineItemName(li), "by", label),
                segmentCsv(rows, label, kind, li.currency),
              )
            }
          >
            Download breakdown CSV
          </Button>
        )}
      </div>
      <p role="status" className="text-sm text-zinc-600">
        {working ? "Preparing the breakdown: this takes a few seconds." : ""}
      </p>
      {(start.isError || state.isError || file.isError || state.data?.failed) && (
        <QueryError
          title="Could not prepare the breakdown"
          error={start.error ?? state.error ?? file.error}
          message={state.data?.failed ? "The job failed. Try again." : undefined}
        />
      )}
      {rows && <SegmentTable rows={rows} label={label} kind={kind} currency={li.currency} />}
    </Card>
  );
}
