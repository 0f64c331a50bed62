"use client";

import Link from "next/link";
import { useState } from "react";
import { useAdAccount, usePermissions } from "@/components/ads/account-context";
import { useAdsWrite } from "@/components/ads/resource-hooks";
import { adsApi } from "@/components/ads/ads-client";
import { DataTable } from "@/components/data/data-table";
import { QueryState } from "@/components/data/query-state";
import { Button, buttonClass } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { useToast } from "@/components/ui/toast";
import { cardColumns, editHref } from "./cards-table";
import { cardBuilderHref, conversationHref } from "./links";
import { CARD_ROUTES, useAllCards, type CardRow } from "./use-all-cards";

/** The account's cards (all kinds): type, name, created; edit; delete after a confirmation. */
export function CardsView() {
  const account = useAdAccount();
  const { canWriteCreatives } = usePermissions(account);
  const cards = useAllCards(account);
  const remove = useAdsWrite(account, (c: CardRow) =>
    adsApi(account, CARD_ROUTES[c.kind].remove, { ids: { card_id: c.id } }),
  );
  const toast = useToast();
  const [deleting, setDeleting] = useState<CardRow | null>(null);

  const newLinks = canWriteCreatives && (
    <div className="flex flex-wrap gap-2">
      <Link href={cardBuilderHref(account.id)} className={buttonClass("primary")}>
        New card
      </Link>
      <Link href={conversationHref(account.id, "IMAGE")} className={buttonClass("secondary")}>
        New conversation card
      </Link>
    </div>
  );

  return (
    <section aria-labelledby="cards-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="cards-heading" className="text-lg font-semibold">
          Cards
        </h2>
        {newLinks}
      </div>
      <QueryState query={cards} loading="Loading cards" failed="Could not load the cards">
        {(list) => (
          <DataTable
            caption={`Cards of ${account.name}`}
            noun="card"
            rows={list}
            rowKey={(c) => `${c.kind}-${c.id}`}
            rowLabel={(c) => c.name}
            columns={cardColumns(account.id, account.timezone)}
            initialSort={{ key: "created", dir: "desc" }}
            searchText={(c) => `${c.name} ${c.card_type}`}
            empty={
              <EmptyState title="No cards yet">
                A card adds media and a website or app destination to a post.
              </EmptyState>
            }
            actions={
              canWriteCreatives
                ? (c) => (
                    <>
                      <Link
                        href={editHref(account.id, c)}
                        aria-label={`Edit ${c.name}`}
                        className={buttonClass("ghost", "", "sm")}
                      >
                        Edit
                      </Link>
                      <Button
                        variant="ghostDanger"
                        size="sm"
                        aria-label={`Delete ${c.name}`}
                        onClick={() => setDeleting(c)}
                      >
                        Delete
                      </Button>
                    </>
                  )
                : undefined
            }
          />
        )}
      </QueryState>
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Delete card?"
        confirmLabel="Delete card"
        pending={remove.isPending}
        error={remove.error}
        onCancel={() => (setDeleting(null), remove.reset())}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting, {
            onSuccess: () => {
              toast(`Card “${deleting.name}” deleted.`);
              setDeleting(null);
            },
          })
        }
      >
        <p>
          <strong className="text-zinc-900">{deleting?.name}</strong> is deleted from {account.name}
          . This cannot be undone.
        </p>
      </ConfirmDialog>
    </section>
  );
}
