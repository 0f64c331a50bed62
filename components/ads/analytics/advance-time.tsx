"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { adsApi } from "@/components/ads/ads-client";
import type { AdAccount } from "@/components/ads/types";
import { formatDateTime } from "@/components/format/time";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { countText } from "./table-model";

const ADVANCE = "POST /12/accounts/:account_id/delivery/advance" as const;
const CHOICES = [
  [1, "1 hour"],
  [6, "6 hours"],
  [24, "1 day"],
  [168, "7 days"],
  [720, "30 days"],
] as const;
/** Hours per call: each call answers within seconds, and the bar moves between them. */
export const ADVANCE_STEP = 24;

type Done = { hours: number; impressions: number; until: string };

/**
 * A sandbox account's time, moved on at will (POST accounts/:account_id/delivery/advance): its
 * campaigns deliver those simulated hours now, a day per call with the progress shown, and every
 * answer of the account (the tree, its metrics, the funding) is asked again after.
 */
export function AdvanceTime({ account }: { account: AdAccount }) {
  const qc = useQueryClient();
  const [hours, setHours] = useState<number>(24);
  const [done, setDone] = useState(0);
  const run = useMutation({
    mutationFn: async (total: number): Promise<Done> => {
      let impressions = 0;
      let until = "";
      setDone(0);
      for (let at = 0; at < total; at += ADVANCE_STEP) {
        const step = Math.min(ADVANCE_STEP, total - at);
        const a = await adsApi(account, ADVANCE, { params: { hours: step } });
        impressions += a.impressions;
        until = a.end_time;
        setDone(at + step);
      }
      return { hours: total, impressions, until };
    },
    onSettled: () => qc.invalidateQueries({ queryKey: ["ads", account.id] }),
  });
  return (
    <section
      aria-labelledby="advance-heading"
      className="space-y-3 rounded-xl border border-dashed border-amber-300 bg-amber-50/60 p-4"
    >
      <div>
        <h3 id="advance-heading" className="text-sm font-semibold text-zinc-900">
          Sandbox time
        </h3>
        <p className="text-sm text-zinc-700">
          Campaigns deliver one simulated hour every real hour. Advance time to see a day or a month
          of delivery now.
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-40">
          <Field label="Advance by">
            {(p) => (
              <Select {...p} value={hours} onChange={(e) => setHours(Number(e.target.value))}>
                {CHOICES.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        <Button onClick={() => run.mutate(hours)} pending={run.isPending}>
          Advance time
        </Button>
      </div>
      <div role="status" className="text-sm text-zinc-700">
        {run.isPending && (
          <span className="flex items-center gap-2">
            <progress
              max={run.variables}
              value={done}
              className="h-2 w-40"
              aria-label="Simulated hours"
            />
            Simulating {countText(done)} of {countText(run.variables)} hours…
          </span>
        )}
        {run.isSuccess && (
          <span>
            Simulated {countText(run.data.hours)} hours: {countText(run.data.impressions)}{" "}
            impressions. Delivery now stands at {formatDateTime(run.data.until, account.timezone)}.
          </span>
        )}
      </div>
      {run.isError && (
        <Alert title="Time did not advance">
          {run.error instanceof Error ? run.error.message : "Unexpected error"}
        </Alert>
      )}
    </section>
  );
}
