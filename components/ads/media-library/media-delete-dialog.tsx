"use client";

import { ConfirmDialog } from "@/components/ui/dialog";
import { useToast } from "@/components/ui/toast";
import { mediaName } from "./media-details";
import { useRemoveLibraryMedia } from "./media-queries";
import type { AdAccount, LibraryMedia } from "../types";

/** DELETE media_library/:media_key after a confirmation; stays open on failure to say why. */
export function MediaDeleteDialog({
  account,
  item,
  onClose,
  onDeleted,
}: {
  account: AdAccount;
  item: LibraryMedia | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const remove = useRemoveLibraryMedia(account);
  const toast = useToast();
  const name = item ? mediaName(item) : "";
  const cancel = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={Boolean(item)}
      title="Delete this media?"
      confirmLabel="Delete media"
      pending={remove.isPending}
      error={remove.error}
      onCancel={cancel}
      onConfirm={() =>
        item &&
        remove.mutate(item.media_key, {
          onSuccess: () => {
            toast(`Deleted ${name} from the media library.`);
            cancel();
            onDeleted?.();
          },
        })
      }
    >
      <p>
        <strong className="text-zinc-900">{name}</strong> leaves {account.name}&rsquo;s media
        library: new cards and posts can no longer use it. Cards made with it keep it.
      </p>
    </ConfirmDialog>
  );
}
