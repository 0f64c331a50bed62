"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { useToast } from "@/components/ui/toast";
import { CrcHistory } from "./crc-history";
import { outcomeWords } from "./outcome";
import { useCheckWebhook, useDeleteWebhook, type Webhook } from "./queries";
import { TimeText } from "./time-text";

function ValidityBadge({ hook }: { hook: Webhook }) {
  return hook.valid ? (
    <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-medium text-emerald-800 ring-1 ring-inset ring-emerald-200">
      Valid
    </span>
  ) : (
    <span className="rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-medium text-red-800 ring-1 ring-inset ring-red-200">
      Invalid
    </span>
  );
}

function DeleteWebhook({ appId, hook }: { appId: string; hook: Webhook }) {
  const remove = useDeleteWebhook(appId, hook.id);
  const toast = useToast();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghostDanger" onClick={() => setOpen(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        title="Delete this webhook?"
        confirmLabel="Delete webhook"
        pending={remove.isPending}
        error={remove.error}
        onCancel={() => {
          setOpen(false);
          remove.reset();
        }}
        // mutateAsync, not mutate's callbacks: the card unmounts when the refreshed list drops it,
        // and per-call callbacks of an unmounted component never run (the toast would be lost).
        onConfirm={() =>
          void remove.mutateAsync(undefined).then(
            () => toast(`Webhook deleted: ${hook.url}`),
            () => undefined, // shown in the dialog from remove.error
          )
        }
      >
        <p>
          <strong className="break-all text-zinc-900">{hook.url}</strong> stops receiving events at
          once. This cannot be undone.
        </p>
      </ConfirmDialog>
    </>
  );
}

/** One webhook: its URL and validity, "Check now" with the outcome, delete, and its CRC history. */
export function WebhookCard({ appId, hook }: { appId: string; hook: Webhook }) {
  const check = useCheckWebhook(appId, hook.id);
  const headingId = `webhook-${hook.id}`;
  return (
    <article aria-labelledby={headingId} className="card space-y-4">
      <div className="flex flex-wrap items-start gap-3">
        <h3 id={headingId} className="min-w-0 flex-1 break-all font-mono text-sm font-medium">
          {hook.url}
        </h3>
        <ValidityBadge hook={hook} />
      </div>
      {!hook.valid && hook.invalid_reason && (
        <p className="text-sm text-red-700">
          <span className="font-medium">Why it is invalid:</span> {hook.invalid_reason}
        </p>
      )}
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-zinc-600">Last validated</dt>
        <dd>
          <TimeText value={hook.validated_at} />
        </dd>
        <dt className="text-zinc-600">Last checked</dt>
        <dd>
          <TimeText value={hook.last_crc_at} />
        </dd>
      </dl>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          pending={check.isPending}
          onClick={() => check.mutate(undefined)}
        >
          {check.isPending ? "Checking…" : "Check now"}
        </Button>
        <DeleteWebhook appId={appId} hook={hook} />
      </div>
      {check.isSuccess &&
        (check.data.outcome === "ok" ? (
          <Alert tone="success">The receiver answered the challenge correctly.</Alert>
        ) : (
          <Alert title={`Check failed: ${outcomeWords(check.data.outcome)}`}>
            {check.data.message}
          </Alert>
        ))}
      {check.isError && <Alert>{check.error.message}</Alert>}
      <details className="group">
        <summary className="cursor-pointer text-sm font-medium text-zinc-800">
          Challenge history
        </summary>
        <div className="mt-3">
          <CrcHistory appId={appId} webhookId={hook.id} url={hook.url} />
        </div>
      </details>
    </article>
  );
}
