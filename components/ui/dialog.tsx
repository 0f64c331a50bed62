"use client";

import { useId, type ReactNode } from "react";
import type { FieldMap } from "@/components/forms/field-map";
import { errorItems, mapErrorItems } from "@/components/forms/server-errors";
import { useModalDialog } from "./use-modal-dialog";
import { Alert } from "./alert";
import { Button } from "./button";

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  children?: ReactNode;
  /** Buttons; the first one receives focus when the dialog opens. */
  actions: ReactNode;
};

/**
 * Native <dialog> opened with showModal(): the browser makes the page behind it inert, traps focus,
 * closes on Escape and restores focus to the opener. We mirror its state into React via onClose.
 */
export function Dialog({ open, onClose, title, children, actions }: DialogProps) {
  const ref = useModalDialog(open, "[data-dialog-actions] button");
  const titleId = useId();
  const bodyId = useId();

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      onClose={onClose}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl bg-white p-6 text-zinc-900 shadow-xl ring-1 ring-zinc-200"
    >
      {open && (
        <>
          <h2 id={titleId} className="text-base font-semibold">
            {title}
          </h2>
          {children && (
            <div id={bodyId} className="mt-2 text-sm text-zinc-600">
              {children}
            </div>
          )}
          <div data-dialog-actions className="mt-6 flex justify-end gap-3">
            {actions}
          </div>
        </>
      )}
    </dialog>
  );
}

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children?: ReactNode;
  /** Named for the action ("Revoke token", "Delete campaign"), never a bare "Confirm". */
  confirmLabel: string;
  danger?: boolean;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** The action's error (a mutation's `error`, null when none): said in the dialog, which stays open. */
  error?: unknown;
  errorTitle?: string;
  /** Fields the dialog's body shows: their errors are left to them (mapErrorItems), the rest go in the alert. */
  errorFields?: FieldMap;
};

function errorMessages(error: unknown, fields?: FieldMap): string[] {
  if (error === null || error === undefined) return [];
  return fields
    ? mapErrorItems(errorItems(error), fields).general
    : errorItems(error).map((i) => i.message);
}

/** Cancel comes first so the initially focused (and Enter-pressed) button is the safe one. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  danger = true,
  pending,
  onConfirm,
  onCancel,
  error,
  errorTitle,
  errorFields,
}: ConfirmDialogProps) {
  const messages = errorMessages(error, errorFields);
  const alert = messages.length > 0 && (
    <div className="mt-3">
      <Alert title={errorTitle}>
        {messages.length === 1 ? messages[0] : messages.map((m) => <p key={m}>{m}</p>)}
      </Alert>
    </div>
  );
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button variant={danger ? "danger" : "primary"} onClick={onConfirm} pending={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children || alert ? (
        <>
          {children}
          {alert}
        </>
      ) : undefined}
    </Dialog>
  );
}
