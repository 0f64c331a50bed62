"use client";

import type { Kind } from "./conversation-model";

const KINDS: { value: Kind; label: string }[] = [
  { value: "IMAGE", label: "Image" },
  { value: "VIDEO", label: "Video" },
];

/** Image or video conversation card: a two-state toggle (radio semantics, arrow keys move). */
export function KindToggle({
  kind,
  onChange,
  disabled,
}: {
  kind: Kind;
  onChange: (k: Kind) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset disabled={disabled} className="space-y-2">
      <legend className="text-sm font-medium text-zinc-800">Kind of conversation card</legend>
      <div className="inline-flex rounded-lg bg-zinc-100 p-1">
        {KINDS.map((k) => (
          <label
            key={k.value}
            className="cursor-pointer rounded-md px-4 py-1.5 text-sm font-medium text-zinc-700 has-[:checked]:bg-white has-[:checked]:text-zinc-900 has-[:checked]:shadow-sm has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-600"
          >
            <input
              type="radio"
              name="conversation-kind"
              value={k.value}
              checked={kind === k.value}
              onChange={() => onChange(k.value)}
              className="sr-only"
            />
            {k.label}
          </label>
        ))}
      </div>
      {disabled && <p className="text-xs text-zinc-600">A saved card keeps its kind.</p>}
    </fieldset>
  );
}
