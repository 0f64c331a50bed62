import type { Deleting } from "../delete-dialog";
import { lineItemName } from "../line-items/line-items";
import type { Editor } from "./campaign-dialogs";
import type { TreeActions } from "./campaign-table";

/** What the tree's buttons open: the dialogs of campaign-dialogs.tsx, or a problem to show. */
export const treeActions = (
  setEditor: (e: Editor) => void,
  setDeleting: (d: Deleting) => void,
  onError: (message: string) => void,
): TreeActions => ({
  onEdit: (campaign) => setEditor({ kind: "campaign", campaign }),
  onDelete: (campaign) => setDeleting({ kind: "campaign", campaign }),
  onNewLineItem: (campaign) => setEditor({ kind: "line", campaign }),
  onEditLineItem: (campaign, lineItem) => setEditor({ kind: "line", campaign, lineItem }),
  onDeleteLineItem: (campaign, lineItem) => setDeleting({ kind: "line", campaign, lineItem }),
  onDuplicate: (campaign) => setEditor({ kind: "duplicate", what: { kind: "campaign", campaign } }),
  onDuplicateLineItem: (campaign, li) =>
    setEditor({
      kind: "duplicate",
      what: { kind: "line", campaign, lineItem: { id: li.id, name: lineItemName(li) } },
    }),
  onError,
});
