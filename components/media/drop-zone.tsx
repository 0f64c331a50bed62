"use client";

import { useId, useRef, useState, type DragEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";

type DropZoneProps = {
  /** Every chosen or dropped file; the uploader refuses unsuitable ones with a message of its own. */
  onFiles: (files: File[]) => void;
  /** The zone's heading ("Upload media"). */
  label?: string;
  /** What may be sent ("Images up to 5 MB, GIFs up to 15 MB, videos up to 512 MB"). */
  hint?: ReactNode;
  /** The file dialog's filter; dropped files are not filtered. */
  accept?: string;
  disabled?: boolean;
};

const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer.types).includes("Files");

/**
 * Files dropped on the zone, or picked with its "Choose files" button (a real button, reachable by
 * keyboard, that opens the hidden `input type=file multiple`). Dropping is a shortcut, never the only way.
 */
export function DropZone({
  onFiles,
  label = "Upload media",
  hint,
  accept = "image/*,video/*",
  disabled,
}: DropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const depth = useRef(0);
  const [over, setOver] = useState(false);
  const titleId = useId();
  const hintId = useId();

  const enter = (e: DragEvent) => {
    if (disabled || !hasFiles(e)) return;
    e.preventDefault();
    depth.current += 1;
    setOver(true);
  };
  const leave = () => {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setOver(false);
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    depth.current = 0;
    setOver(false);
    if (!disabled && e.dataTransfer.files.length) onFiles(Array.from(e.dataTransfer.files));
  };

  return (
    <section
      aria-labelledby={titleId}
      aria-describedby={hint ? hintId : undefined}
      data-over={over || undefined}
      onDragEnter={enter}
      onDragOver={(e) => {
        if (!disabled && hasFiles(e)) e.preventDefault();
      }}
      onDragLeave={leave}
      onDrop={drop}
      className="flex flex-col items-center gap-3 rounded-xl border-2 border-dashed border-zinc-300 bg-white px-4 py-8 text-center transition-colors data-[over]:border-accent-600 data-[over]:bg-accent-50"
    >
      <h3 id={titleId} className="text-sm font-semibold text-zinc-900">
        {label}
      </h3>
      <p className="text-sm text-zinc-600">{over ? "Drop to upload" : "Drag files here, or"}</p>
      <Button variant="secondary" disabled={disabled} onClick={() => input.current?.click()}>
        Choose files
      </Button>
      {hint && (
        <p id={hintId} className="text-xs text-zinc-600">
          {hint}
        </p>
      )}
      <input
        ref={input}
        type="file"
        multiple
        accept={accept}
        hidden
        data-testid="file-input"
        onChange={(e) => {
          const files = Array.from(e.currentTarget.files ?? []);
          e.currentTarget.value = ""; // the same file can be chosen again (a retry after a fix)
          if (files.length) onFiles(files);
        }}
      />
    </section>
  );
}
