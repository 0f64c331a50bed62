"use client";

import { useState } from "react";
import { DataTable } from "@/components/data/data-table";
import { QueryState } from "@/components/data/query-state";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { useToast } from "@/components/ui/toast";
import { useAdAccount, usePermissions } from "../account-context";
import { GrantForm } from "./grant-form";
import { useRevokeAccess } from "../mutations";
import { useAccountUsers } from "../queries";
import type { AccountUser } from "../types";
import { firstLevel, userColumns } from "./users-table";
import { Card } from "@/components/ui/card";

export function UsersView() {
  const account = useAdAccount();
  const { access, canManageUsers } = usePermissions(account);
  const users = useAccountUsers(account);
  const revoke = useRevokeAccess(account);
  const toast = useToast();
  const [revoking, setRevoking] = useState<AccountUser | null>(null);
  // "Change" refills the grant form; the key remounts it with that user's current permissions.
  const [editing, setEditing] = useState<AccountUser | null>(null);
  const me = access.data?.user_id;

  return (
    <div className="space-y-6">
      {canManageUsers && (
        <Card
          title="Grant access"
          description="Granting to someone who already has access replaces their permission level."
        >
          <GrantForm
            key={editing?.user_id ?? "new"}
            account={account}
            initial={
              editing
                ? {
                    screen_name: editing.screen_name,
                    permission: firstLevel(editing),
                    post_composer: editing.permissions.includes("POST_COMPOSER"),
                  }
                : undefined
            }
          />
        </Card>
      )}
      <section aria-labelledby="users-heading" className="space-y-3">
        <h2 id="users-heading" className="text-lg font-semibold">
          People with access
        </h2>
        {access.isSuccess && !canManageUsers && (
          <Alert tone="info">Only account admins can grant or revoke access.</Alert>
        )}
        <QueryState
          query={users}
          loading="Loading users"
          failed="Could not load the account's users"
        >
          {(list) => (
            <DataTable
              caption={`Users of ${account.name}`}
              noun="user"
              rows={list}
              rowKey={(u) => u.user_id}
              rowLabel={(u) => `@${u.screen_name}`}
              columns={userColumns(me, account.timezone)}
              initialSort={{ key: "user", dir: "asc" }}
              searchText={(u) => `${u.screen_name} ${u.name}`}
              empty={<EmptyState title="Nobody has access" />}
              actions={
                canManageUsers
                  ? (u) => (
                      <>
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={`Change ${u.screen_name}`}
                          onClick={() => setEditing(u)}
                        >
                          Change
                        </Button>
                        <Button
                          variant="ghostDanger"
                          size="sm"
                          aria-label={`Revoke ${u.screen_name}`}
                          onClick={() => setRevoking(u)}
                        >
                          Revoke
                        </Button>
                      </>
                    )
                  : undefined
              }
            />
          )}
        </QueryState>
      </section>
      <ConfirmDialog
        open={Boolean(revoking)}
        title="Revoke access?"
        confirmLabel="Revoke access"
        pending={revoke.isPending}
        error={revoke.error}
        onCancel={() => {
          setRevoking(null);
          revoke.reset();
        }}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.user_id, {
            onSuccess: () => {
              toast(`@${revoking.screen_name} no longer has access.`);
              setRevoking(null);
            },
          })
        }
      >
        <p>
          <strong className="text-zinc-900">@{revoking?.screen_name}</strong> loses all access to{" "}
          {account.name}
          {revoking?.user_id === me ? ", including you: you will no longer see this account" : ""}.
        </p>
      </ConfirmDialog>
    </div>
  );
}
