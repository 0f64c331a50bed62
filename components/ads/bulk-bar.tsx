"use client";

import { ApiError } from "@/components/api";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useBatchCampaignStatus, type Status } from "./mutations";
import type { AdAccount, Campaign } from "./types";

/** The batch endpoint takes at most 40 operations, all applied or none. */
export const BATCH_MAX = 40;

/** Item errors of a failed batch, named by campaign (operation_errors is aligned with the request). */
function batchMessages(error: unknown, names: string[]): string[] {
  if (!(error instanceof ApiError))
    return [error instanceof Error ? error.message : "Something went wrong"];
  const items = (error.operationErrors ?? []).flatMap((errs, i) =>
    errs.map((e) => `${names[i] ?? `Item ${i + 1}`}: ${e.message}`),
  );
  return items.length ? items : error.errors.map((e) => e.message);
}

type Props = { account: AdAccount; selected: Campaign[]; onClear: () => void };

export function BulkBar({ account, selected, onClear }: Props) {
  const batch = useBatchCampaignStatus(account);
  const tooMany = selected.length > BATCH_MAX;
  const run = (status: Status) => {
    batch.reset();
    batch.mutate({ ids: selected.map((c) => c.id), status }, { onSuccess: onClear });
  };
  const names = (batch.variables?.ids ?? []).map(
    (id) => selected.find((c) => c.id === id)?.name ?? id,
  );

  return (
    <div className="space-y-2">
      <div
        role="group"
        aria-label="Bulk actions"
        className="flex flex-wrap items-center gap-3 rounded-lg bg-white px-4 py-2.5 text-sm shadow-sm ring-1 ring-zinc-200"
      >
        <span className="text-zinc-700" aria-live="polite">
          {selected.length === 0
            ? "Select campaigns to pause or resume them together."
            : `${selected.length} selected`}
        </span>
        <div className="ml-auto flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={!selected.length || tooMany}
            pending={batch.isPending && batch.variables?.status === "PAUSED"}
            onClick={() => run("PAUSED")}
          >
            Pause selected
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={!selected.length || tooMany}
            pending={batch.isPending && batch.variables?.status === "ACTIVE"}
            onClick={() => run("ACTIVE")}
          >
            Resume selected
          </Button>
          {selected.length > 0 && (
            <Button variant="ghost" size="sm" onClick={onClear}>
              Clear selection
            </Button>
          )}
        </div>
      </div>
      {tooMany && (
        <Alert tone="warning">
          At most {BATCH_MAX} campaigns can be changed at once; {selected.length} are selected.
        </Alert>
      )}
      {batch.isError && (
        <Alert title="Nothing was changed">
          <ul className="list-disc pl-5">
            {batchMessages(batch.error, names).map((m, i) => (
              <li key={i}>{m}</li>
            ))}
          </ul>
        </Alert>
      )}
    </div>
  );
}
