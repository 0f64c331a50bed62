"use client";

import { Button } from "@/components/ui/button";
import { Checkbox, Input, Select } from "@/components/ui/input";
import { COMPARATOR_WORDS, COMPARATORS, LOOKBACK_WINDOWS, type LeafDraft } from "./flexible-model";
import type { NodeProps } from "./flexible-model";

const small = "inline-block! w-auto! min-w-0";

/** A leaf of the tree: an audience, kept when seen (comparator) n days in the lookback window; NOT. */
export function LeafNode({ node, path, leaves, onChange }: NodeProps & { node: LeafDraft }) {
  const set = (patch: Partial<LeafDraft>) => onChange(node.key, (n) => ({ ...n, ...patch }));
  const name = `Audience ${path}`;
  return (
    <div
      role="group"
      aria-label={name}
      className="space-y-2 rounded-md bg-zinc-50 p-3 text-sm ring-1 ring-zinc-200"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Select
          aria-label={`${name}: audience`}
          className="min-w-0 basis-full sm:basis-0 sm:flex-1"
          value={node.custom_audience_id}
          onChange={(e) => set({ custom_audience_id: e.target.value })}
        >
          {leaves.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
              {a.is_owner ? "" : " (shared)"}
            </option>
          ))}
        </Select>
        <label className="flex items-center gap-2">
          <Checkbox
            aria-label={`${name}: exclude (NOT)`}
            checked={node.negate}
            onChange={(e) => set({ negate: e.target.checked })}
          />
          Exclude
        </label>
        <Button
          size="sm"
          variant="ghostDanger"
          aria-label={`Remove ${name}`}
          onClick={() => onChange(node.key, () => null)}
        >
          Remove
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span>Seen</span>
        <Select
          aria-label={`${name}: comparator`}
          className={small}
          value={node.frequency_comparator}
          onChange={(e) =>
            set({ frequency_comparator: e.target.value as LeafDraft["frequency_comparator"] })
          }
        >
          {COMPARATORS.map((c) => (
            <option key={c} value={c}>
              {COMPARATOR_WORDS[c]}
            </option>
          ))}
        </Select>
        <Input
          aria-label={`${name}: frequency (days)`}
          type="number"
          min={0}
          max={30}
          className="inline-block! w-20!"
          value={node.frequency}
          onChange={(e) => set({ frequency: Number(e.target.value) })}
        />
        <span>days in the last</span>
        <Select
          aria-label={`${name}: lookback window`}
          className={small}
          value={node.lookback_window}
          onChange={(e) =>
            set({ lookback_window: Number(e.target.value) as LeafDraft["lookback_window"] })
          }
        >
          {LOOKBACK_WINDOWS.map((w) => (
            <option key={w} value={w}>
              {w} {w === 1 ? "day" : "days"}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
