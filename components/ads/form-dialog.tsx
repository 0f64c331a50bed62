"use client";

import { useId, type ReactNode } from "react";
import { useModalDialog } from "@/components/ui/use-modal-dialog";

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  wide?: boolean;
};

/**
 * A modal for a form, on the native <dialog> like components/ui/dialog (inert page behind, Escape
 * closes, focus returns to the opener). Unlike ConfirmDialog it focuses the first field, not a button.
 */
export function FormDialog({ open, onClose, title, description, children, wide }: Props) {
  const ref = useModalDialog(open, "input:not([type=hidden]), select, textarea");
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className={`m-auto max-h-[calc(100vh-2rem)] ${wide ? "w-[min(40rem,calc(100vw-2rem))]" : "w-[min(30rem,calc(100vw-2rem))]"} overflow-y-auto rounded-xl bg-white p-6 text-zinc-900 shadow-xl ring-1 ring-zinc-200`}
    >
      {open && (
        <>
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-zinc-600">{description}</p>}
          <div className="mt-5">{children}</div>
        </>
      )}
    </dialog>
  );
}
