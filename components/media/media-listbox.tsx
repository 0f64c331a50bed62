"use client";

import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { mediaFacts, type MediaCheck, type PickerMedia } from "./media-facts";

type MediaListboxProps = {
  items: PickerMedia[];
  labelledBy: string;
  selected: string[];
  multiple: boolean;
  check?: MediaCheck;
  onToggle: (id: string) => void;
  /** Enter in a single-choice list, or a double click: choose and close. */
  onConfirm: (id: string) => void;
};

/**
 * A WAI-ARIA listbox: focus stays on the list, the active option is `aria-activedescendant`; Up/Down,
 * Home/End move, Space toggles, Enter toggles (chooses, in a single-choice list). Options that fail
 * `check` can be reached (their reason is read with them) but not chosen.
 */
export function MediaListbox(props: MediaListboxProps) {
  const { items, labelledBy, selected, multiple, check, onToggle, onConfirm } = props;
  const base = useId();
  const [active, setActive] = useState(0);
  const optionId = (i: number) => `${base}-option-${i}`;
  const reasons = items.map((it) => check?.(it) ?? null);

  useEffect(() => {
    document.getElementById(`${base}-option-${active}`)?.scrollIntoView({ block: "nearest" });
  }, [active, base]);

  const act = (i: number, confirm: boolean) => {
    const item = items[i];
    if (!item || reasons[i]) return;
    if (confirm && !multiple) onConfirm(item.id);
    else onToggle(item.id);
  };
  const keys: Record<string, () => void> = {
    ArrowDown: () => setActive((i) => Math.min(items.length - 1, i + 1)),
    ArrowUp: () => setActive((i) => Math.max(0, i - 1)),
    Home: () => setActive(0),
    End: () => setActive(items.length - 1),
    " ": () => act(active, false),
    Enter: () => act(active, true),
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const run = keys[e.key];
    if (!run) return;
    e.preventDefault();
    run();
  };

  return (
    <ul
      role="listbox"
      tabIndex={0}
      aria-labelledby={labelledBy}
      aria-multiselectable={multiple || undefined}
      aria-activedescendant={items.length ? optionId(active) : undefined}
      onKeyDown={onKeyDown}
      className="max-h-[min(60vh,28rem)] space-y-1 overflow-y-auto rounded-lg p-1 ring-1 ring-zinc-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-600"
    >
      {items.map((item, i) => {
        const reason = reasons[i];
        const isSelected = selected.includes(item.id);
        return (
          <li
            key={item.id}
            id={optionId(i)}
            role="option"
            aria-selected={isSelected}
            aria-disabled={reason ? true : undefined}
            data-active={i === active || undefined}
            onClick={() => (setActive(i), act(i, false))}
            onDoubleClick={() => act(i, true)}
            className="flex cursor-pointer items-center gap-3 rounded-md p-2 ring-inset data-[active]:ring-2 data-[active]:ring-accent-600 aria-disabled:cursor-not-allowed aria-selected:bg-accent-50"
          >
            <span className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded bg-zinc-100 text-xs text-zinc-600">
              {item.thumbnailUrl ? (
                <img src={item.thumbnailUrl} alt="" className="size-full object-cover" />
              ) : (
                <span aria-hidden>{item.mediaType}</span>
              )}
            </span>
            <span className="min-w-0 flex-1">
              <span
                className={`block truncate text-sm font-medium ${reason ? "text-zinc-600" : "text-zinc-900"}`}
              >
                {item.name}
              </span>
              <span className="block text-xs text-zinc-600">{mediaFacts(item)}</span>
              {reason && (
                <span className="block text-xs text-red-700">Can’t be used: {reason}.</span>
              )}
            </span>
            <span aria-hidden className="w-5 text-accent-700">
              {isSelected ? "✓" : ""}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
