"use client";

import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Checkbox } from "@/components/ui/input";

type Props = {
  legend: string;
  /** Radios pick one value; checkboxes several (react-hook-form reads their checked values). */
  type: "radio" | "checkbox";
  options: readonly { value: string; label: string }[];
  field: UseFormRegisterReturn;
  error?: string;
};

/** A group of radios or checkboxes under one legend, its error announced with the group. */
export function ChoiceGroup({ legend, type, options, field, error }: Props) {
  const errorId = useId();
  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-zinc-800">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((o) => (
          <label
            key={o.value}
            className="flex cursor-pointer items-start gap-3 rounded-lg bg-white p-3 text-sm ring-1 ring-zinc-200 has-[:checked]:ring-2 has-[:checked]:ring-accent-600"
          >
            {type === "radio" ? (
              <input type="radio" value={o.value} className="mt-0.5 accent-accent-600" {...field} />
            ) : (
              <Checkbox value={o.value} className="mt-0.5" {...field} />
            )}
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
