"use client";

import { useAdsDelete, type Acct } from "@/components/ads/resource-hooks";
import { ConfirmDialog } from "@/components/ui/dialog";
import { useToast } from "@/components/ui/toast";
import type { Audience } from "./audience-model";

/** Deleting an audience, after saying what it takes with it (its grants; shared accounts lose it). */
export function AudienceDelete({
  account,
  audience,
  onClose,
  onDeleted,
}: {
  account: Acct;
  audience: Audience | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const remove = useAdsDelete(
    account,
    "DELETE /12/accounts/:account_id/custom_audiences/:custom_audience_id",
  );
  const toast = useToast();
  const cancel = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={audience !== null}
      title={`Delete the audience "${audience?.name ?? ""}"?`}
      confirmLabel="Delete audience"
      pending={remove.isPending}
      error={remove.error}
      errorTitle="Could not delete the audience"
      onCancel={cancel}
      onConfirm={() =>
        audience &&
        remove.mutate(audience.id, {
          onSuccess: () => {
            toast(`Audience "${audience.name}" deleted.`);
            onClose();
            onDeleted?.();
          },
        })
      }
    >
      <p>
        Its uploaded users are dropped and every account it is shared with loses it. This cannot be
        undone.
      </p>
    </ConfirmDialog>
  );
}
