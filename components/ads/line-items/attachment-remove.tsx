"use client";

import { ConfirmDialog } from "@/components/ui/dialog";
import { useToast } from "@/components/ui/toast";
import { useAdsDelete } from "@/components/ads/resource-hooks";
import type { AdAccount } from "@/components/ads/types";
import type { AttachmentSpec, Rec } from "./attachment-spec";

/** The confirmed removal of one attachment; stays open on failure to show why. */
export function RemoveDialog<R extends Rec>({
  account,
  spec,
  removing,
  onClose,
}: {
  account: AdAccount;
  spec: AttachmentSpec<R>;
  removing: R | null;
  onClose: () => void;
}) {
  const remove = useAdsDelete<R>(account, spec.path);
  const toast = useToast();
  if (!spec.remove) return null;
  const { verb, explain } = spec.remove;
  return (
    <ConfirmDialog
      open={Boolean(removing)}
      title={`${verb} this ${spec.noun}?`}
      confirmLabel={`${verb} ${spec.noun}`}
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
            toast(`${spec.noun[0].toUpperCase()}${spec.noun.slice(1)} removed.`);
            onClose();
          },
        })
      }
    >
      {removing && explain(removing)}
    </ConfirmDialog>
  );
}
