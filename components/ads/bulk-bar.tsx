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

/** The campaign tree's bulk actions (inside the grid's BulkActionBar): one batch request for all. */
export function CampaignBulkActions({ account, selected, onClear }: Props) {
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
    <>
      <Button
        variant="secondary"
        size="sm"
        disabled={tooMany}
        pending={batch.isPending && batch.variables?.status === "PAUSED"}
        onClick={() => run("PAUSED")}
      >
        Pause selected
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={tooMany}
        pending={batch.isPending && batch.variables?.status === "ACTIVE"}
        onClick={() => run("ACTIVE")}
      >
        Resume selected
      </Button>
      {tooMany && (
        <div className="basis-full">
          <Alert tone="warning">
            At most {BATCH_MAX} campaigns can be changed at once; {selected.length} are selected.
          </Alert>
        </div>
      )}
      {batch.isError && (
        <div className="basis-full">
          <Alert title="Nothing was changed">
            <ul className="list-disc pl-5">
              {batchMessages(batch.error, names).map((m, i) => (
                <li key={i}>{m}</li>
              ))}
            </ul>
          </Alert>
        </div>
      )}
    </>
  );
}
