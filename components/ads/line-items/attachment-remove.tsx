"use client";

import { ConfirmDialog } from "@/components/ui/dialog";
import { useToast } from "@/components/ui/toast";
import { useAdsDelete } from "@/components/ads/resource-hooks";
import type { AdAccount } from "@/components/ads/types";
import type { Attachment, AttachmentRow, AttachmentSpec } from "./attachment-spec";

/** The confirmed removal of one attachment; stays open on failure to show why. */
export function RemoveDialog<N extends Attachment>({
  account,
  noun,
  remove: what,
  removing,
  onClose,
}: {
  account: AdAccount;
  noun: string;
  remove: NonNullable<AttachmentSpec<N>["remove"]>;
  removing: AttachmentRow<N> | null;
  onClose: () => void;
}) {
  const remove = useAdsDelete(account, what.key);
  const toast = useToast();
  const { verb, explain } = what;
  return (
    <ConfirmDialog
      open={Boolean(removing)}
      title={`${verb} this ${noun}?`}
      confirmLabel={`${verb} ${noun}`}
      pending={remove.isPending}
      error={remove.error}
      onCancel={() => {
        remove.reset();
        onClose();
      }}
      onConfirm={() =>
        removing &&
        remove.mutate(removing.id, {
          onSuccess: () => {
            toast(`${noun[0].toUpperCase()}${noun.slice(1)} removed.`);
            onClose();
          },
        })
      }
    >
      {removing && explain(removing)}
    </ConfirmDialog>
  );
}
