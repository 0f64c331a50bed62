"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { QueryError } from "@/components/ui/query-error";
import { QueryState } from "@/components/data/query-state";
import { EmptyState } from "@/components/ui/empty-state";
import { SkeletonRows } from "@/components/ui/skeleton";
import { useAdAccount, usePermissions } from "./account-context";
import { BudgetChart } from "./budget-chart";
import { BulkBar } from "./bulk-bar";
import { CampaignForm } from "./campaign-form";
import { CampaignTable, type TreeActions } from "./campaign-table";
import { DeleteDialog, type Deleting } from "./delete-dialog";
import { FormDialog } from "./form-dialog";
import { FundingSection } from "./funding-section";
import { LineItemForm } from "./line-item-form";
import { lineItemName } from "./line-items";
import { useCampaigns, useFundingInstruments } from "./queries";
import type { Campaign, LineItem } from "./types";

type Editor =
  | { kind: "campaign"; campaign?: Campaign }
  | { kind: "line"; campaign: Campaign; lineItem?: LineItem }
  | null;

export function CampaignsView() {
  const account = useAdAccount();
  const { access, canWriteCampaigns: canWrite, canWriteFunding } = usePermissions(account);
  const funding = useFundingInstruments(account);
  const campaigns = useCampaigns(account);
  const [editor, setEditor] = useState<Editor>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());

  const all = campaigns.data?.campaigns ?? [];
  const live = all.filter((c) => c.entity_status !== "DRAFT");
  const drafts = all.filter((c) => c.entity_status === "DRAFT");
  const fundingById = new Map((funding.data ?? []).map((f) => [f.id, f]));
  const selection = {
    selected,
    toggle: (id: string) =>
      setSelected((s) => {
        const n = new Set(s);
        if (n.has(id)) n.delete(id);
        else n.add(id);
        return n;
      }),
    setAll: (ids: string[], on: boolean) => setSelected(on ? new Set(ids) : new Set()),
  };
  const actions: TreeActions = {
    onEdit: (campaign) => setEditor({ kind: "campaign", campaign }),
    onDelete: (campaign) => setDeleting({ kind: "campaign", campaign }),
    onNewLineItem: (campaign) => setEditor({ kind: "line", campaign }),
    onEditLineItem: (campaign, lineItem) => setEditor({ kind: "line", campaign, lineItem }),
    onDeleteLineItem: (campaign, lineItem) => setDeleting({ kind: "line", campaign, lineItem }),
    onError: setProblem,
  };
  const close = () => setEditor(null);
  const table = (list: Campaign[], caption: string, selectable: boolean) => (
    <CampaignTable
      account={account}
      caption={caption}
      campaigns={list}
      funding={fundingById}
      canWrite={canWrite}
      selection={canWrite && selectable ? selection : undefined}
      {...actions}
    />
  );

  return (
    <div className="space-y-8">
      {access.isError && (
        <QueryError
          title="Could not load your permissions on this account"
          error={access.error}
          onRetry={() => access.refetch()}
        />
      )}
      {access.isSuccess && !canWrite && (
        <Alert tone="info">
          You have read-only access to this account (
          {access.data.permissions.join(", ") || "no permissions"}).
        </Alert>
      )}
      <FundingSection account={account} funding={funding} canWrite={canWriteFunding} />

      <section aria-labelledby="campaigns-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="campaigns-heading" className="text-lg font-semibold">
            Campaigns{" "}
            {campaigns.isSuccess && (
              <span className="text-sm font-normal text-zinc-500">({live.length})</span>
            )}
          </h2>
          {canWrite && (
            <Button onClick={() => setEditor({ kind: "campaign" })}>New campaign</Button>
          )}
        </div>
        {problem && (
          <Alert title="That change did not go through">
            <p>{problem}</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => setProblem(null)}>
              Dismiss
            </Button>
          </Alert>
        )}
        <QueryState
          query={campaigns}
          loading="Loading campaigns"
          failed="Could not load campaigns"
          rows={4}
        >
          {() =>
            live.length === 0 ? (
              <EmptyState title="No campaigns yet">
                {canWrite
                  ? "Create a campaign to start advertising."
                  : "Campaigns of this account will appear here."}
              </EmptyState>
            ) : (
              <>
                {canWrite && (
                  <BulkBar
                    account={account}
                    selected={live.filter((c) => selected.has(c.id))}
                    onClear={() => setSelected(new Set())}
                  />
                )}
                {table(live, "Campaigns", true)}
                <BudgetChart campaigns={live} />
              </>
            )
          }
        </QueryState>
        {campaigns.data?.hasMore && (
          <Button
            variant="secondary"
            pending={campaigns.isFetchingNextPage}
            onClick={() => campaigns.fetchNextPage()}
          >
            Load more campaigns
          </Button>
        )}
      </section>

      {drafts.length > 0 && (
        <section aria-labelledby="drafts-heading" className="space-y-4">
          <div>
            <h2 id="drafts-heading" className="text-lg font-semibold">
              Drafts <span className="text-sm font-normal text-zinc-500">({drafts.length})</span>
            </h2>
            <p className="text-sm text-zinc-600">
              Drafts do not serve. Edit a draft and set its status to Active or Paused to publish
              it.
            </p>
          </div>
          {table(drafts, "Draft campaigns", false)}
        </section>
      )}

      <FormDialog
        open={editor?.kind === "campaign"}
        onClose={close}
        title={
          editor?.kind === "campaign" && editor.campaign
            ? `Edit ${editor.campaign.name}`
            : "New campaign"
        }
      >
        {/* The form picks its default funding instrument when it mounts: wait for the list. */}
        {editor?.kind === "campaign" &&
          (funding.isPending ? (
            <SkeletonRows rows={3} label="Loading funding instruments" />
          ) : (
            <CampaignForm
              account={account}
              campaign={editor.campaign}
              funding={funding.data ?? []}
              onDone={close}
            />
          ))}
      </FormDialog>
      <FormDialog
        open={editor?.kind === "line"}
        onClose={close}
        wide
        title={
          editor?.kind === "line"
            ? editor.lineItem
              ? `Edit ${lineItemName(editor.lineItem)}`
              : "New line item"
            : ""
        }
        description={editor?.kind === "line" ? `In campaign ${editor.campaign.name}` : undefined}
      >
        {editor?.kind === "line" && (
          <LineItemForm
            account={account}
            campaign={editor.campaign}
            lineItem={editor.lineItem}
            onDone={close}
          />
        )}
      </FormDialog>
      <DeleteDialog account={account} deleting={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
