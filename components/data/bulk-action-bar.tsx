import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

/** Appears while rows are selected: how many, the actions for them, and a way to clear the selection. */
export function BulkActionBar({
  count,
  noun,
  onClear,
  children,
}: {
  count: number;
  noun: string;
  onClear: () => void;
  children: ReactNode;
}) {
  if (!count) return null;
  return (
    <div
      role="region"
      aria-label="Bulk actions"
      className="flex flex-wrap items-center gap-3 rounded-lg bg-accent-50 px-4 py-2.5 ring-1 ring-inset ring-accent-100"
    >
      <p role="status" className="text-sm font-medium text-accent-700">
        {count} {noun}
        {count === 1 ? "" : "s"} selected
      </p>
      <div className="flex flex-1 flex-wrap gap-2">{children}</div>
      <Button variant="ghost" size="sm" className="ml-auto" onClick={onClear}>
        Clear selection
      </Button>
    </div>
  );
}
