"use client";

import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { CARD_ROUTES } from "./use-all-cards";
import { useAdAccount } from "@/components/ads/account-context";
import { useAdsGet } from "@/components/ads/resource-hooks";
import { QueryState } from "@/components/data/query-state";
import { CardBuilder } from "./card-builder";
import { newDraft } from "./card-draft";
import { draftFromRecord } from "./card-record-draft";
import { BuilderSection } from "./builder-section";

function EditCard({ id }: { id: string }) {
  const account = useAdAccount();
  const card = useAdsGet(account, CARD_ROUTES.CARD.one, { ids: { card_id: id } });
  return (
    <QueryState
      query={card}
      loading="Loading the card"
      failed="Could not load the card"
      notFound={{
        title: "Card not found",
        message: "It may have been deleted. Pick another card.",
      }}
    >
      {(record) => (
        <CardBuilder key={record.id} cardId={record.id} initial={draftFromRecord(record)} />
      )}
    </QueryState>
  );
}

/** The card builder page: a new card, or the card named by ?card=. */
export function CardBuilderPage() {
  const id = useSearchParams()?.get("card") ?? undefined;
  const [fresh] = useState(newDraft);
  return (
    <BuilderSection title={id ? "Edit card" : "New card"}>
      {id ? <EditCard id={id} /> : <CardBuilder initial={fresh} />}
    </BuilderSection>
  );
}
