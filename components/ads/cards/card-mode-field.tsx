"use client";

import type { CardMode } from "./card-draft";

const MODES: { value: CardMode; label: string; hint: string }[] = [
  {
    value: "components",
    label: "One destination",
    hint: "A single media or a carousel of 2 to 6, with website details or an app button.",
  },
  {
    value: "slides",
    label: "Multi-destination carousel",
    hint: "2 to 6 slides, each a whole card with its own media, title and website.",
  },
];

/** Components or slides: the two shapes of a card's JSON (the interface takes one or the other). */
export function CardModeField({
  mode,
  onChange,
}: {
  mode: CardMode;
  onChange: (m: CardMode) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-zinc-800">Layout</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {MODES.map((m) => (
          <label
            key={m.value}
            className="flex cursor-pointer gap-3 rounded-lg bg-white p-3 ring-1 ring-zinc-200 has-[:checked]:ring-2 has-[:checked]:ring-accent-600"
          >
            <input
              type="radio"
              name="card-mode"
              value={m.value}
              checked={mode === m.value}
              onChange={() => onChange(m.value)}
              className="mt-1 accent-accent-600"
            />
            <span className="text-sm">
              <span className="block font-medium">{m.label}</span>
              <span className="block text-xs text-zinc-600">{m.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
