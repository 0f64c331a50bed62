"use client";

import { useSearchParams } from "next/navigation";
import { useAdAccount } from "@/components/ads/account-context";
import { useAdsGet } from "@/components/ads/resource-hooks";
import { QueryState } from "@/components/data/query-state";
import { ConversationBuilder } from "./conversation-builder";
import { TEXT_FIELDS, type Kind, type Values } from "./conversation-model";
import { BuilderSection } from "./builder-section";
import { CARD_ROUTES } from "./use-all-cards";

/** A saved card's texts (hashtags without their "#", shown by the field) and its media key. */
function valuesOf(r: { media_key: string }): Values {
  const out: Values = { media_key: r.media_key };
  const rec: Record<string, unknown> = r;
  for (const f of TEXT_FIELDS) {
    const v = rec[f];
    out[f] = typeof v === "string" ? (f.endsWith("_cta") ? v.replace(/^#/, "") : v) : "";
  }
  return out;
}

function EditConversation({ kind, id }: { kind: Kind; id: string }) {
  const account = useAdAccount();
  const card = useAdsGet(account, CARD_ROUTES[kind].one, { ids: { card_id: id } });
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
      {(r) => <ConversationBuilder key={r.id} kind={kind} cardId={r.id} initial={valuesOf(r)} />}
    </QueryState>
  );
}

/** The conversation card builder page: ?kind=image|video, and ?card=<id> to edit one. */
export function ConversationBuilderPage() {
  const params = useSearchParams();
  const kind: Kind = params?.get("kind") === "video" ? "VIDEO" : "IMAGE";
  const id = params?.get("card") ?? undefined;
  return (
    <BuilderSection title={id ? "Edit conversation card" : "New conversation card"}>
      {id ? (
        <EditConversation kind={kind} id={id} />
      ) : (
        <ConversationBuilder kind={kind} initial={{}} />
      )}
    </BuilderSection>
  );
}
