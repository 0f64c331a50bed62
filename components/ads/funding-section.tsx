"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { QueryError } from "@/components/ui/query-error";
import { SkeletonRows } from "@/components/ui/skeleton";
import { formatDay } from "./dates";
import { FormDialog } from "./form-dialog";
import { FundingForm } from "./funding-form";
import { formatMoney } from "./money";
import { useDeleteFunding } from "./mutations";
import type { useFundingInstruments } from "./queries";
import { humanize } from "./status-badge";
import type { AdAccount, FundingInstrument } from "./types";

/** Descriptions repeat (every sandbox credit line is "Credit line"), so names that must be unique add the id. */
export const fundingName = (f: FundingInstrument) => f.description || humanize(f.type);

type Props = {
  account: AdAccount;
  funding: ReturnType<typeof useFundingInstruments>;
  canWrite: boolean;
};

export function FundingSection({ account, funding, canWrite }: Props) {
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<FundingInstrument | null>(null);
  const remove = useDeleteFunding(account);
  const list = funding.data ?? [];

  return (
    <section
      aria-labelledby="funding-heading"
      className="space-y-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-zinc-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="funding-heading" className="text-base font-semibold">
          Funding instruments
        </h2>
        {canWrite && (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            Add funding instrument
          </Button>
        )}
      </div>
      {funding.isPending ? (
        <SkeletonRows rows={1} label="Loading funding instruments" />
      ) : funding.isError ? (
        <QueryError
          title="Could not load funding instruments"
          error={funding.error}
          onRetry={() => funding.refetch()}
        />
      ) : list.length === 0 ? (
        <p className="text-sm text-zinc-600">
          No funding instruments yet{canWrite ? ": add one to fund campaigns." : "."}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="min-w-full text-sm">
            <caption className="sr-only">Funding instruments</caption>
            <thead className="text-left text-xs font-medium uppercase tracking-wide text-zinc-500">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  Description
                </th>
                <th scope="col" className="py-2 pr-4">
                  Type
                </th>
                <th scope="col" className="py-2 pr-4">
                  Currency
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  Credit remaining
                </th>
                <th scope="col" className="py-2 pr-4">
                  Period
                </th>
                {canWrite && (
                  <th scope="col" className="py-2">
                    <span className="sr-only">Actions</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-zinc-100">
              {list.map((f) => (
                <tr key={f.id}>
                  <th scope="row" className="py-2.5 pr-4 text-left font-medium">
                    {fundingName(f)}
                    <span className="ml-2 font-mono text-xs font-normal text-zinc-400">{f.id}</span>
                    {!f.able_to_fund && (
                      <span className="ml-2 rounded bg-zinc-100 px-1.5 py-0.5 text-xs font-normal text-zinc-600">
                        Cannot fund
                      </span>
                    )}
                  </th>
                  <td className="py-2.5 pr-4 text-zinc-700">{humanize(f.type)}</td>
                  <td className="py-2.5 pr-4 text-zinc-700">{f.currency}</td>
                  <td className="py-2.5 pr-4 text-right tabular-nums text-zinc-900">
                    {f.credit_remaining_local_micro == null
                      ? "No limit"
                      : formatMoney(f.credit_remaining_local_micro, f.currency)}
                  </td>
                  <td className="py-2.5 pr-4 text-zinc-700">
                    {formatDay(f.start_time)}
                    {f.end_time ? ` – ${formatDay(f.end_time)}` : " onwards"}
                  </td>
                  {canWrite && (
                    <td className="py-2.5 text-right">
                      <Button
                        variant="ghostDanger"
                        size="sm"
                        aria-label={`Delete ${fundingName(f)} ${f.id}`}
                        onClick={() => setDeleting(f)}
                      >
                        Delete
                      </Button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
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
        pending={remove.isPending}
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
        {remove.isError && (
          <div className="mt-3">
            <Alert>{remove.error.message}</Alert>
          </div>
        )}
      </ConfirmDialog>
    </section>
  );
}
