"use client";

import { useId, useState } from "react";
import { SortableList } from "@/components/data/sortable-list";
import { MediaPicker } from "@/components/media/media-picker";
import { mediaFacts, type MediaCheck, type PickerMedia } from "@/components/media/media-facts";
import { Button } from "@/components/ui/button";
import type { Library } from "./use-library";

type MediaFieldProps = {
  /** "Card media", "Slide 2 media": names the group, the picker and its buttons. */
  label: string;
  library: Library;
  value: string[];
  onChange: (keys: string[]) => void;
  /** Why an item cannot be used here (the rules' own constants). */
  check?: MediaCheck;
  /** Carousel media: 2 to `max`, reordered with the sortable list. */
  multiple?: boolean;
  max?: number;
  hint?: string;
  error?: string;
};

function Thumb({ item }: { item: PickerMedia | undefined }) {
  return (
    <span className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded bg-zinc-100 text-xs text-zinc-600">
      {item?.thumbnailUrl ? (
        <img src={item.thumbnailUrl} alt="" className="size-full object-cover" />
      ) : (
        <span aria-hidden>{item?.mediaType ?? "?"}</span>
      )}
    </span>
  );
}

/** Media chosen from the account's library with the kit's picker; several are reordered by drag or keys. */
export function MediaField(p: MediaFieldProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const itemOf = (key: string) => p.library.items.find((i) => i.id === key);
  const nameOf = (key: string) => itemOf(key)?.name ?? key;
  const describedBy = [p.hint && `${id}-hint`, p.error && `${id}-error`].filter(Boolean).join(" ");
  const chosen = p.value.filter(Boolean);

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="space-y-2">
      <p id={`${id}-label`} className="text-sm font-medium text-zinc-800">
        {p.label}
      </p>
      {p.multiple && chosen.length > 0 ? (
        <SortableList
          label={`${p.label}, in order`}
          orientation="horizontal"
          items={chosen}
          getId={(k) => k}
          getLabel={nameOf}
          onReorder={p.onChange}
          renderItem={(k) => (
            <div className="space-y-1">
              <Thumb item={itemOf(k)} />
              <p className="truncate text-xs font-medium">{nameOf(k)}</p>
              <button
                type="button"
                className="text-xs text-red-700 underline"
                onClick={() => p.onChange(chosen.filter((x) => x !== k))}
              >
                Remove<span className="sr-only"> {nameOf(k)}</span>
              </button>
            </div>
          )}
        />
      ) : (
        chosen.map((k) => {
          const item = itemOf(k);
          return (
            <div key={k} className="flex items-center gap-3">
              <Thumb item={item} />
              <div className="min-w-0 text-sm">
                <p className="truncate font-medium">{nameOf(k)}</p>
                <p className="text-xs text-zinc-600">
                  {item ? mediaFacts(item) : "Not in the media library"}
                </p>
              </div>
            </div>
          );
        })
      )}
      <Button
        type="button"
        variant="secondary"
        size="sm"
        aria-describedby={describedBy || undefined}
        data-field-error={p.error ? true : undefined}
        onClick={() => setOpen(true)}
      >
        {chosen.length ? `Change ${p.label.toLowerCase()}` : `Choose ${p.label.toLowerCase()}`}
      </Button>
      {p.hint && (
        <p id={`${id}-hint`} className="text-xs text-zinc-500">
          {p.hint}
        </p>
      )}
      {p.error && (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {p.error}
        </p>
      )}
      <MediaPicker
        open={open}
        onClose={() => setOpen(false)}
        title={`Choose ${p.label.toLowerCase()}`}
        items={p.library.items}
        check={p.check}
        multiple={p.multiple}
        max={p.max}
        value={chosen}
        onChoose={(ids) => p.onChange(ids)}
        empty={
          p.library.query.isPending
            ? "Loading the media library…"
            : p.library.query.isError
              ? "The media library could not be loaded; close this and try again."
              : "Upload images and videos with “Upload media to the library” above first."
        }
      />
    </div>
  );
}
