"use client";

import { useState } from "react";
import { QueryState } from "@/components/data/query-state";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryError } from "@/components/ui/query-error";
import { useAdAccount, usePermissions } from "../account-context";
import { BudgetChart } from "./budget-chart";
import { CampaignDialogs, type Editor } from "./campaign-dialogs";
import { CampaignTable } from "./campaign-table";
import type { Deleting } from "../delete-dialog";
import { FundingSection } from "../funding-instruments/funding-section";
import { useCampaigns, useFundingInstruments } from "../queries";
import { plainList } from "@/components/format/labels";
import { CampaignMetricsBar } from "./campaign-metrics-bar";
import { useAccountNow } from "../analytics/use-now";
import { MetricsContext } from "../analytics/use-stats";
import { DraftsSection } from "./drafts-section";
import { useTreeMetrics } from "./use-tree-metrics";
import { treeActions } from "./tree-actions";
import { spendByFunding } from "./tree-model";

export function CampaignsView() {
  const account = useAdAccount();
  const { access, canWriteCampaigns: canWrite, canWriteFunding } = usePermissions(account);
  const funding = useFundingInstruments(account);
  const campaigns = useCampaigns(account);
  const [editor, setEditor] = useState<Editor>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const all = campaigns.data?.campaigns ?? [];
  const live = all.filter((c) => c.entity_status !== "DRAFT");
  const drafts = all.filter((c) => c.entity_status === "DRAFT");
  const fundingById = new Map((funding.data ?? []).map((f) => [f.id, f]));
  const clock = useAccountNow(account);
  const tree = useTreeMetrics(account, live, clock);
  const { r, metrics } = tree;
  const actions = treeActions(setEditor, setDeleting, setProblem);
  const table = (list: typeof all, caption: string, full: boolean) => (
    <CampaignTable
      account={account}
      caption={caption}
      campaigns={list}
      funding={fundingById}
      canWrite={canWrite}
      full={full}
      actions={actions}
      metrics={full ? metrics : undefined}
    />
  );

  return (
    <MetricsContext.Provider value={{ range: r.range, now: clock.now }}>
      <div className="space-y-8">
        {access.isError && (
          <QueryError
            title="Could not load your permissions on this account"
            error={access.error}
            onRetry={() => void access.refetch()}
          />
        )}
        {access.isSuccess && !canWrite && (
          <Alert tone="info">
            You have read-only access to this account (
            {plainList(access.data.permissions) || "no permissions"}).
          </Alert>
        )}
        <FundingSection
          account={account}
          funding={funding}
          canWrite={canWriteFunding}
          spend={live.length ? { byId: spendByFunding(live, metrics.totals), range: r } : undefined}
        />

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
          {live.length > 0 && <CampaignMetricsBar account={account} campaigns={live} tree={tree} />}
          {problem && (
            <Alert title="That change did not go through">
              <p>{problem}</p>
              <Button
                variant="secondary"
                size="sm"
                className="mt-2"
                onClick={() => setProblem(null)}
              >
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
              onClick={() => void campaigns.fetchNextPage()}
            >
              Load more campaigns
            </Button>
          )}
        </section>

        <DraftsSection count={drafts.length}>
          {table(drafts, "Draft campaigns", false)}
        </DraftsSection>

        <CampaignDialogs
          account={account}
          campaigns={all}
          editor={editor}
          deleting={deleting}
          onClose={() => {
            setEditor(null);
            setDeleting(null);
          }}
        />
      </div>
    </MetricsContext.Provider>
  );
}
