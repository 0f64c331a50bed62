"use client";

import { Button } from "@/components/ui/button";
import { StatusToggle } from "./status-toggle";
import type { AdAccount } from "./types";

/**
 * Pause/Resume, Edit, Duplicate and Delete of a campaign or line item row, each named for its record:
 * siblings of the row's other actions, so the row lays them out together (on two lines in the tree).
 */
export function RowActions({
  account,
  kind,
  id,
  name,
  status,
  onEdit,
  onDuplicate,
  onDelete,
  onError,
}: {
  account: AdAccount;
  kind: "campaign" | "line item";
  id: string;
  name: string;
  status: string;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
  onError: (message: string) => void;
}) {
  return (
    <>
      <StatusToggle
        account={account}
        kind={kind}
        id={id}
        name={name}
        status={status}
        onError={onError}
      />
      <Button variant="ghost" size="sm" aria-label={`Edit ${name}`} onClick={onEdit}>
        Edit
      </Button>
      <Button variant="ghost" size="sm" aria-label={`Duplicate ${name}`} onClick={onDuplicate}>
        Duplicate
      </Button>
      <Button variant="ghostDanger" size="sm" aria-label={`Delete ${name}`} onClick={onDelete}>
        Delete
      </Button>
    </>
  );
}
