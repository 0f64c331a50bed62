"use client";

import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { FormDialog } from "@/components/ads/form-dialog";
import { useAdAccount, usePermissions } from "@/components/ads/account-context";
import { DataTable } from "@/components/data/data-table";
import { QueryState } from "@/components/data/query-state";
import { Button, buttonClass } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { audienceColumns } from "./audience-columns";
import { AudienceDelete } from "./audience-delete";
import { AudienceForm } from "./audience-form";
import type { Audience } from "./audience-model";
import { audiencesHref, flexibleHref } from "./links";
import { useAudiences } from "./use-audiences";

/**
 * Ads › Audiences: the account's own custom audiences, or (?scope=shared) those other accounts shared
 * with it; create (list audiences here, flexible ones on the builder page), delete after confirming.
 */
export function AudiencesView() {
  const account = useAdAccount();
  const { canWriteAudiences } = usePermissions(account);
  const shared = useSearchParams()?.get("scope") === "shared";
  const list = useAudiences(account, shared);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Audience | null>(null);
  const views = [
    { label: "Owned by this account", href: audiencesHref(account.id), current: !shared },
    { label: "Shared with this account", href: audiencesHref(account.id, true), current: shared },
  ];
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">Custom audiences</h1>
        {canWriteAudiences && (
          <div className="flex flex-wrap gap-2">
            <Link href={flexibleHref(account.id)} className={buttonClass("secondary")}>
              Build a flexible audience
            </Link>
            <Button onClick={() => setCreating(true)}>Create audience</Button>
          </div>
        )}
      </div>
      <nav aria-label="Audience views">
        <ul className="flex flex-wrap gap-2">
          {views.map((v) => (
            <li key={v.label}>
              <Link
                href={v.href}
                aria-current={v.current ? "page" : undefined}
                className={`block rounded-full px-3 py-1 text-sm font-medium ring-1 ring-inset ${v.current ? "bg-accent-600 text-white ring-accent-600" : "bg-white text-zinc-700 ring-zinc-300 hover:bg-zinc-50"}`}
              >
                {v.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <QueryState query={list} loading="Loading audiences" failed="Could not load the audiences">
        {(rows) => (
          <DataTable
            caption={shared ? "Audiences shared with this account" : "Audiences of this account"}
            noun="audience"
            rows={rows}
            rowKey={(a) => a.id}
            rowLabel={(a) => a.name}
            columns={audienceColumns(account.id)}
            initialSort={{ key: "name", dir: "asc" }}
            searchText={(a) => a.name}
            actions={
              canWriteAudiences && !shared
                ? (a) => (
                    <Button
                      size="sm"
                      variant="ghostDanger"
                      aria-label={`Delete ${a.name}`}
                      onClick={() => setDeleting(a)}
                    >
                      Delete
                    </Button>
                  )
                : undefined
            }
            empty={
              <EmptyState
                level={2}
                title={shared ? "Nothing is shared with this account" : "No custom audiences yet"}
              >
                {shared
                  ? "When another account grants this one an audience, it is listed here and can be targeted."
                  : "Create one, then upload a CSV of emails, phones or handles."}
              </EmptyState>
            }
          />
        )}
      </QueryState>
      <FormDialog
        open={creating}
        onClose={() => setCreating(false)}
        title="Create a custom audience"
      >
        <AudienceForm account={account} onCancel={() => setCreating(false)} />
      </FormDialog>
      <AudienceDelete account={account} audience={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
