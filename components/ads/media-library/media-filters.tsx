"use client";

import { useEffect, useState } from "react";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import type { MediaFilter, MediaType } from "./media-queries";

const TYPES: { value: MediaType | ""; label: string }[] = [
  { value: "", label: "All types" },
  { value: "IMAGE", label: "Images" },
  { value: "GIF", label: "GIFs" },
  { value: "VIDEO", label: "Videos" },
];

/** The interface's q: 1 to 255 characters (document 3). */
const Q_MAX = 255;
/** Typing pauses this long before the server is asked. */
const DEBOUNCE_MS = 300;

/** `value`, once it has stopped changing for `ms`. */
export function useDebounced<T>(value: T, ms = DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Search and type filter of the media library, answered by the server (q and media_type): a search
 * landmark whose Enter does not reload the page.
 */
export function MediaFilters({
  value,
  onChange,
}: {
  value: MediaFilter;
  onChange: (next: MediaFilter) => void;
}) {
  return (
    <form
      role="search"
      aria-label="Media library"
      onSubmit={(e) => e.preventDefault()}
      className="grid gap-3 sm:grid-cols-[1fr_12rem]"
    >
      <Field label="Search" hint="Matches every word in name, title, file name or description.">
        {(p) => (
          <Input
            {...p}
            type="search"
            value={value.q}
            maxLength={Q_MAX}
            autoComplete="off"
            placeholder="e.g. launch video"
            onChange={(e) => onChange({ ...value, q: e.currentTarget.value })}
          />
        )}
      </Field>
      <Field label="Type">
        {(p) => (
          <Select
            {...p}
            value={value.mediaType}
            onChange={(e) => {
              const picked = TYPES.find((t) => t.value === e.currentTarget.value);
              onChange({ ...value, mediaType: picked?.value ?? "" });
            }}
          >
            {TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </form>
  );
}
