"use client";

import { useEffect, useRef } from "react";

/**
 * A native <dialog> kept in step with `open`: showModal() (the browser makes the page behind inert,
 * traps focus, closes on Escape and gives focus back to the opener), then focus on the first element
 * matching `focus` (without it, where the browser puts it). The dialog's onClose mirrors a close by the browser back into React.
 */
export function useModalDialog(open: boolean, focus?: string) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      if (focus) dialog.querySelector<HTMLElement>(focus)?.focus();
    } else if (!open && dialog.open) dialog.close();
  }, [open, focus]);
  return ref;
}
