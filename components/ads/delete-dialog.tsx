"use client";

import { ConfirmDialog } from "@/components/ui/dialog";
import { lineItemName } from "./line-items/line-items";
import { useDeleteCampaign, useDeleteLineItem } from "./mutations";
import type { AdAccount, Campaign, LineItem } from "./types";

export type Deleting =
  | { kind: "campaign"; campaign: Campaign }
  | { kind: "line"; campaign: Campaign; lineItem: LineItem }
  | null;

/** One confirmation for deleting a campaign or a line item; the dialog stays open on failure to show why. */
export function DeleteDialog({
  account,
  deleting,
  onClose,
}: {
  account: AdAccount;
  deleting: Deleting;
  onClose: () => void;
}) {
  const campaign = useDeleteCampaign(account);
  const lineItem = useDeleteLineItem(account);
  const mutation = deleting?.kind === "line" ? lineItem : campaign;
  const name = deleting
    ? deleting.kind === "line"
      ? lineItemName(deleting.lineItem)
      : deleting.campaign.name
    : "";
  const cancel = () => {
    campaign.reset();
    lineItem.reset();
    onClose();
  };
  const confirm = () => {
    if (!deleting) return;
    if (deleting.kind === "line") lineItem.mutate(deleting.lineItem.id, { onSuccess: onClose });
    else campaign.mutate(deleting.campaign.id, { onSuccess: onClose });
  };
  return (
    <ConfirmDialog
      open={Boolean(deleting)}
      title={deleting?.kind === "line" ? "Delete this line item?" : "Delete this campaign?"}
      confirmLabel={deleting?.kind === "line" ? "Delete line item" : "Delete campaign"}
      pending={mutation.isPending}
      error={mutation.error}
      onCancel={cancel}
      onConfirm={confirm}
    >
      <p>
        <strong className="text-zinc-900">{name}</strong>{" "}
        {deleting?.kind === "line"
          ? `stops serving in ${deleting.campaign.name}.`
          : "and its line items stop serving."}{" "}
        This cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
