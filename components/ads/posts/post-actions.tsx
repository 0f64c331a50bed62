"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorItems } from "@/components/forms/server-errors";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { useToast } from "@/components/ui/toast";
import { useDeleteDraft, useDeleteScheduled, useSendDraftPreview } from "./post-writes";
import type { AdAccount } from "../types";
import type { DraftPost, Editing, ScheduledPost } from "./post-model";
import { NOTIFICATIONS_KEY } from "@/components/console/notifications-model";

export { PublishedActions } from "./post-rename";

const failed = (e: unknown) =>
  errorItems(e)
    .map((i) => i.message)
    .join(" ");

/** Delete with a confirmation naming what goes. */
function DeleteButton({
  what,
  label,
  onDelete,
}: {
  what: string;
  label: string;
  onDelete: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const toast = useToast();
  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onDelete();
      toast(`${what} deleted.`);
      setOpen(false);
    } catch (e) {
      setError(e);
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Delete ${label}`}
        onClick={() => setOpen(true)}
      >
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        title={`Delete this ${what.toLowerCase()}?`}
        confirmLabel={`Delete ${what.toLowerCase()}`}
        pending={pending}
        error={error}
        errorTitle="Not deleted"
        onConfirm={() => void confirm()}
        onCancel={() => {
          setOpen(false);
          setError(null);
        }}
      >
        It is removed for good; this cannot be undone.
      </ConfirmDialog>
    </>
  );
}

export function DraftActions({
  account,
  draft,
  onEdit,
}: {
  account: AdAccount;
  draft: DraftPost;
  onEdit: (e: Editing) => void;
}) {
  const remove = useDeleteDraft(account);
  const qc = useQueryClient();
  const toast = useToast();
  const send = useSendDraftPreview(account, draft.id);
  const label = `draft ${draft.name ?? draft.id}`;
  const sendPreview = async () => {
    try {
      const r = await send.mutateAsync(undefined);
      toast(r.message);
      await qc.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    } catch (e) {
      toast(`Preview not sent: ${failed(e)}`);
    }
  };
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Edit ${label}`}
        onClick={() => onEdit({ kind: "draft", record: draft })}
      >
        Edit
      </Button>
      <Button
        variant="secondary"
        size="sm"
        pending={send.isPending}
        onClick={() => void sendPreview()}
      >
        Send preview to my notifications
      </Button>
      <DeleteButton what="Draft" label={label} onDelete={() => remove.mutateAsync(draft.id)} />
    </>
  );
}

export function ScheduledActions({
  account,
  post,
  onEdit,
}: {
  account: AdAccount;
  post: ScheduledPost;
  onEdit: (e: Editing) => void;
}) {
  const remove = useDeleteScheduled(account);
  if (post.scheduled_status !== "SCHEDULED") return null;
  const label = `scheduled post ${post.name ?? post.id}`;
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Edit ${label}`}
        onClick={() => onEdit({ kind: "scheduled", record: post })}
      >
        Edit
      </Button>
      <DeleteButton
        what="Scheduled post"
        label={label}
        onDelete={() => remove.mutateAsync(post.id)}
      />
    </>
  );
}
