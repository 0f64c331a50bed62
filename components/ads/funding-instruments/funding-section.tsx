"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { DataTable } from "@/components/data/data-table";
import { QueryState } from "@/components/data/query-state";
import { FormDialog } from "../form-dialog";
import { FundingForm } from "./funding-form";
import { useDeleteFunding } from "../mutations";
import type { useFundingInstruments } from "../queries";
import { fundingColumns, fundingName, type FundingSpend } from "./funding-table";
import type { AdAccount, FundingInstrument } from "../types";
import { Card } from "@/components/ui/card";

type Props = {
  account: AdAccount;
  funding: ReturnType<typeof useFundingInstruments>;
  canWrite: boolean;
  /** Each instrument's spend over the campaigns' range (the campaigns' spend it funded). */
  spend?: FundingSpend;
};

export function FundingSection({ account, funding, canWrite, spend }: Props) {
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<FundingInstrument | null>(null);
  const remove = useDeleteFunding(account);

  return (
    <Card
      title="Funding instruments"
      className="space-y-3"
      actions={
        canWrite && (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            Add funding instrument
          </Button>
        )
      }
    >
      <QueryState
        query={funding}
        loading="Loading funding instruments"
        failed="Could not load funding instruments"
        rows={1}
      >
        {(list) => (
          <DataTable
            caption="Funding instruments"
            noun="funding instrument"
            rows={list}
            rowKey={(f) => f.id}
            rowLabel={(f) => `${fundingName(f)} ${f.id}`}
            columns={fundingColumns(account.timezone, spend)}
            empty={
              <p className="text-sm text-zinc-600">
                No funding instruments yet{canWrite ? ": add one to fund campaigns." : "."}
              </p>
            }
            actions={
              canWrite
                ? (f) => (
                    <Button
                      variant="ghostDanger"
                      size="sm"
                      aria-label={`Delete ${fundingName(f)} ${f.id}`}
                      onClick={() => setDeleting(f)}
                    >
                      Delete
                    </Button>
                  )
                : undefined
            }
          />
        )}
      </QueryState>
      <FormDialog
        open={adding}
        onClose={() => setAdding(false)}
        title="Add funding instrument"
        description="Sandbox funding for test campaigns; nothing is charged."
      >
        <FundingForm account={account} onDone={() => setAdding(false)} />
      </FormDialog>
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Delete this funding instrument?"
        confirmLabel="Delete funding instrument"
        pending={remove.isPending}
        error={remove.error}
        onCancel={() => {
          setDeleting(null);
          remove.reset();
        }}
        onConfirm={() =>
          deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })
        }
      >
        <p>
          <strong className="text-zinc-900">{deleting && fundingName(deleting)}</strong> (
          {deleting?.id}) can no longer fund campaigns. Instruments that still fund campaigns cannot
          be deleted.
        </p>
      </ConfirmDialog>
    </Card>
  );
}
