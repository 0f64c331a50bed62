"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { QueryError } from "@/components/ui/query-error";
import { SkeletonRows } from "@/components/ui/skeleton";
import { formatDate } from "@/components/format";
import { useAdAccount, usePermissions } from "./account-context";
import { GrantForm, LEVELS } from "./grant-form";
import { useRevokeAccess } from "./mutations";
import { useAccountUsers } from "./queries";
import type { AccountUser } from "./types";

const levelName = (p: string) => LEVELS[p as keyof typeof LEVELS]?.split(":")[0] ?? p;

export function UsersView() {
  const account = useAdAccount();
  const { access, canManageUsers } = usePermissions(account);
  const users = useAccountUsers(account);
  const revoke = useRevokeAccess(account);
  const [revoking, setRevoking] = useState<AccountUser | null>(null);
  // "Change" refills the grant form; the key remounts it with that user's current permissions.
  const [editing, setEditing] = useState<AccountUser | null>(null);
  const me = access.data?.user_id;

  return (
    <div className="space-y-6">
      {canManageUsers && (
        <section
          aria-labelledby="grant-heading"
          className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-zinc-200"
        >
          <div>
            <h2 id="grant-heading" className="text-base font-semibold">
              Grant access
            </h2>
            <p className="text-sm text-zinc-600">
              Granting to someone who already has access replaces their permission level.
            </p>
          </div>
          <GrantForm
            key={editing?.user_id ?? "new"}
            account={account}
            initial={
              editing
                ? {
                    screen_name: editing.screen_name,
                    permission: (editing.permissions.find((p) => p in LEVELS) ??
                      "ANALYST") as keyof typeof LEVELS,
                    post_composer: editing.permissions.includes("POST_COMPOSER"),
                  }
                : undefined
            }
          />
        </section>
      )}
      <section aria-labelledby="users-heading" className="space-y-3">
        <h2 id="users-heading" className="text-lg font-semibold">
          People with access
        </h2>
        {access.isSuccess && !canManageUsers && (
          <Alert tone="info">Only account admins can grant or revoke access.</Alert>
        )}
        {users.isPending ? (
          <SkeletonRows rows={3} label="Loading users" />
        ) : users.isError ? (
          <QueryError
            title="Could not load the account's users"
            error={users.error}
            onRetry={() => users.refetch()}
          />
        ) : (
          <div className="overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-zinc-200">
            <table className="min-w-full divide-y divide-zinc-200 text-sm">
              <caption className="sr-only">Users of {account.name}</caption>
              <thead className="bg-zinc-50 text-left text-xs font-medium uppercase tracking-wide text-zinc-500">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    User
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Permission level
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Post composer
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Since
                  </th>
                  {canManageUsers && (
                    <th scope="col" className="px-4 py-3">
                      <span className="sr-only">Actions</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody className="divide-y divide-zinc-100">
                {users.data.map((u) => (
                  <tr key={u.user_id}>
                    <th scope="row" className="px-4 py-3 text-left font-medium">
                      @{u.screen_name}{" "}
                      {u.user_id === me && (
                        <span className="text-xs font-normal text-zinc-500">(you)</span>
                      )}
                      <span className="block text-xs font-normal text-zinc-500">{u.name}</span>
                    </th>
                    <td className="px-4 py-3 text-zinc-700">
                      {u.permissions
                        .filter((p) => p !== "POST_COMPOSER")
                        .map(levelName)
                        .join(", ")}
                    </td>
                    <td className="px-4 py-3 text-zinc-700">
                      {u.permissions.includes("POST_COMPOSER") ? "Yes" : "No"}
                    </td>
                    <td className="px-4 py-3 text-zinc-700">
                      <time dateTime={u.created_at}>{formatDate(u.created_at)}</time>
                    </td>
                    {canManageUsers && (
                      <td className="px-4 py-3">
                        <div className="flex justify-end gap-1">
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
                        </div>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <ConfirmDialog
        open={Boolean(revoking)}
        title="Revoke access?"
        pending={revoke.isPending}
        onCancel={() => {
          setRevoking(null);
          revoke.reset();
        }}
        onConfirm={() =>
          revoking && revoke.mutate(revoking.user_id, { onSuccess: () => setRevoking(null) })
        }
      >
        <p>
          <strong className="text-zinc-900">@{revoking?.screen_name}</strong> loses all access to{" "}
          {account.name}
          {revoking?.user_id === me ? ", including you: you will no longer see this account" : ""}.
        </p>
        {revoke.isError && (
          <div className="mt-3">
            <Alert>{revoke.error.message}</Alert>
          </div>
        )}
      </ConfirmDialog>
    </div>
  );
}
