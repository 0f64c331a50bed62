"use client";

import { useState } from "react";
import { formatDay } from "@/components/format/time";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { PRESET_LABELS, PRESETS, rangeProblem, type Preset } from "./date-range";
import type { MetricsRange } from "./use-range";

/**
 * The metrics' date range: a preset, or a custom first and last day on the account's calendar. A
 * custom range is applied once both days make a range; until then the field at fault says why.
 */
export function DateRangeControl({ r, timeZone }: { r: MetricsRange; timeZone: string }) {
  const [draft, setDraft] = useState({ from: r.chosen.from, to: r.chosen.to });
  const [custom, setCustom] = useState(r.chosen.preset === "custom");
  const problem = custom ? rangeProblem(draft) : null;
  const pick = (preset: Preset) => {
    setCustom(preset === "custom");
    if (preset === "custom") setDraft({ from: r.chosen.from, to: r.chosen.to });
    else r.choose({ preset });
  };
  const edit = (field: "from" | "to", value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    if (!rangeProblem(next)) r.choose({ preset: "custom", ...next });
  };
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="w-full sm:w-48">
        <Field label="Date range">
          {(p) => (
            <Select
              {...p}
              value={custom ? "custom" : r.chosen.preset}
              onChange={(e) => pick(PRESETS.find((x) => x === e.target.value) ?? "last_7_days")}
            >
              {PRESETS.map((x) => (
                <option key={x} value={x}>
                  {PRESET_LABELS[x]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {custom && (
        <>
          <div className="w-[calc(50%-0.375rem)] sm:w-44">
            <Field
              label="First day"
              error={problem?.field === "from" ? problem.message : undefined}
            >
              {(p) => (
                <Input
                  {...p}
                  type="date"
                  value={draft.from}
                  max={r.today}
                  onChange={(e) => edit("from", e.target.value)}
                />
              )}
            </Field>
          </div>
          <div className="w-[calc(50%-0.375rem)] sm:w-44">
            <Field label="Last day" error={problem?.field === "to" ? problem.message : undefined}>
              {(p) => (
                <Input
                  {...p}
                  type="date"
                  value={draft.to}
                  onChange={(e) => edit("to", e.target.value)}
                />
              )}
            </Field>
          </div>
        </>
      )}
      <p className="pb-2 text-sm text-zinc-600" aria-live="polite">
        {rangeText(r, timeZone)}
      </p>
    </div>
  );
}

/** "Nov 15, 2026 – Nov 21, 2026 (America/Los_Angeles)": the days shown, in the account's zone. */
export function rangeText(r: Pick<MetricsRange, "range">, timeZone: string): string {
  const first = formatDay(r.range.start, timeZone);
  const last = formatDay(new Date(Date.parse(r.range.end) - 1).toISOString(), timeZone);
  return `${first === last ? first : `${first} – ${last}`} (${timeZone} time)`;
}
