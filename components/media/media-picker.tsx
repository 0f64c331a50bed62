"use client";

import { useId, useState, type ReactNode } from "react";
import { useModalDialog } from "@/components/ui/use-modal-dialog";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import type { MediaCheck, PickerMedia } from "./media-facts";
import { MediaListbox } from "./media-listbox";

type MediaPickerProps = {
  open: boolean;
  onClose: () => void;
  /** "Choose the card's image". */
  title: string;
  /** The media library's items (the page lists them and maps records to PickerMedia). */
  items: PickerMedia[];
  /** Why an item cannot be used here ("needs at least 800 px wide; this one is 600 px"), or null. */
  check?: MediaCheck;
  /** Several items (carousel slides, a post's images), at most `max`. */
  multiple?: boolean;
  max?: number;
  /** Why adding to the selection (the ids after the addition) breaks the page's rule, or null. */
  refuse?: (ids: string[]) => string | null;
  /** Chosen when the picker opens. */
  value?: string[];
  onChoose: (ids: string[]) => void;
  confirmLabel?: string;
  /** What an empty library says (e.g. a link to upload). */
  empty?: ReactNode;
};

/**
 * A modal (native <dialog> with showModal: the page behind is inert, Escape closes, focus returns to
 * the opener) holding the media listbox; focus starts on the list. Nothing changes until "Use …".
 */
export function MediaPicker(props: MediaPickerProps) {
  const { open, onClose } = props;
  const ref = useModalDialog(open, "[role=listbox], [data-dialog-actions] button");
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-xl bg-white p-4 text-zinc-900 shadow-xl ring-1 ring-zinc-200 sm:p-6"
    >
      {/* Mounted while open only, so each opening starts from `value`. */}
      {open && <PickerBody {...props} titleId={titleId} />}
    </dialog>
  );
}

function PickerBody(props: MediaPickerProps & { titleId: string }) {
  const {
    onClose,
    title,
    items,
    check,
    multiple = false,
    max,
    refuse,
    value = [],
    onChoose,
    titleId,
  } = props;
  const [selected, setSelected] = useState<string[]>(value);
  const [note, setNote] = useState("");

  const toggle = (id: string) => {
    if (!multiple) return setSelected([id]);
    if (selected.includes(id)) return setSelected(selected.filter((x) => x !== id));
    if (max !== undefined && selected.length >= max)
      return setNote(`You can choose up to ${max}; remove one first.`);
    // A mix the page refuses is refused now, with its sentence, not after "Use".
    const refusal = refuse?.([...selected, id]);
    if (refusal) return setNote(refusal);
    setNote("");
    setSelected([...selected, id]);
  };
  const choose = (ids: string[]) => {
    onChoose(ids);
    onClose();
  };
  const count = multiple
    ? `${selected.length} selected${max !== undefined ? ` (up to ${max})` : ""}`
    : "";

  return (
    <>
      <h2 id={titleId} className="mb-3 text-base font-semibold">
        {title}
      </h2>
      {items.length ? (
        <MediaListbox
          items={items}
          labelledBy={titleId}
          selected={selected}
          multiple={multiple}
          check={check}
          onToggle={toggle}
          onConfirm={(id) => choose([id])}
        />
      ) : (
        <EmptyState title="No media yet">{props.empty}</EmptyState>
      )}
      <p role="status" className="mt-2 min-h-5 text-sm text-zinc-700">
        {note || count}
      </p>
      <div data-dialog-actions className="mt-4 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button disabled={!selected.length} onClick={() => choose(selected)}>
          {props.confirmLabel ?? (multiple ? "Use selected media" : "Use this media")}
        </Button>
      </div>
    </>
  );
}
