"use client";

import { useState } from "react";
import { DataTable } from "@/components/data/data-table";
import { QueryState } from "@/components/data/query-state";
import { formatDateTime } from "@/components/format/time";
import { useAdsDelete } from "@/components/ads/resource-hooks";
import type { AdAccount } from "@/components/ads/types";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { useToast } from "@/components/ui/toast";
import { levelText, type Permission } from "./audience-model";
import { GrantAudienceForm } from "./grant-audience-form";
import { usePermissionsOf } from "./use-audiences";
import { Card } from "@/components/ui/card";

/**
 * Sharing (owner only): grant another account READ_ONLY or READ_WRITE, who has what, and revoke
 * after saying what a revoke does (document 3: running line items keep it; new targeting and copies
 * are refused).
 */
export function SharingSection({
  account,
  audienceId,
  canWrite,
}: {
  account: AdAccount;
  audienceId: string;
  canWrite: boolean;
}) {
  const grants = usePermissionsOf(account, audienceId, true);
  const revoke = useAdsDelete(
    account,
    "DELETE /12/accounts/:account_id/custom_audiences/:custom_audience_id/permissions/:custom_audience_permission_id",
    { custom_audience_id: audienceId },
  );
  const [revoking, setRevoking] = useState<Permission | null>(null);
  const toast = useToast();
  const close = () => {
    revoke.reset();
    setRevoking(null);
  };
  return (
    <Card
      title="Sharing"
      description="Accounts granted this audience can target it; with read and write they can also add and remove its users."
    >
      {canWrite && <GrantAudienceForm account={account} audienceId={audienceId} />}
      <QueryState
        query={grants}
        loading="Loading who has access"
        failed="Could not load who has access"
        rows={2}
      >
        {(rows) => (
          <DataTable
            caption="Accounts this audience is shared with"
            noun="account"
            rows={rows}
            rowKey={(p) => p.id}
            rowLabel={(p) => `account ${p.granted_account_id}`}
            columns={[
              {
                key: "account",
                header: "Account",
                rowHeader: true,
                cell: (p) => p.granted_account_id,
              },
              { key: "level", header: "Permission", cell: (p) => levelText(p.permission_level) },
              {
                key: "since",
                header: "Since",
                cell: (p) => formatDateTime(p.created_at, account.timezone),
              },
            ]}
            actions={
              canWrite
                ? (p) => (
                    <Button
                      size="sm"
                      variant="ghostDanger"
                      aria-label={`Revoke account ${p.granted_account_id}`}
                      onClick={() => setRevoking(p)}
                    >
                      Revoke
                    </Button>
                  )
                : undefined
            }
            empty={
              <EmptyState title="Not shared">Only this account can use the audience.</EmptyState>
            }
          />
        )}
      </QueryState>
      <ConfirmDialog
        open={revoking !== null}
        title={`Revoke account ${revoking?.granted_account_id ?? ""}'s access?`}
        confirmLabel="Revoke access"
        pending={revoke.isPending}
        error={revoke.error}
        errorTitle="Could not revoke"
        onCancel={close}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              toast(`Access of account ${revoking.granted_account_id} revoked.`);
              close();
            },
          })
        }
      >
        <ul className="list-disc space-y-1 pl-5">
          <li>Its line items that already target this audience keep running with it.</li>
          <li>
            It can no longer add this audience to line items, and copies of those line items are
            refused.
          </li>
          <li>The audience leaves its list of audiences shared with it.</li>
        </ul>
      </ConfirmDialog>
    </Card>
  );
}
