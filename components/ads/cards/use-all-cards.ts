"use client";

import { useQuery } from "@tanstack/react-query";
import type { CardRecord } from "@/lib/ads/cards/record";
import { adsKey, fetchAll, type Acct } from "@/components/ads/resource-hooks";
import { accountPath } from "@/components/ads/types";

/** One row of the cards list: a component card or an image / video conversation card. */
export type CardKind = "CARD" | "IMAGE" | "VIDEO";
export type CardRow = {
  kind: CardKind;
  id: string;
  name: string;
  card_type: string;
  created_at: string;
  /** The resource path it is written under ("cards", "cards/image_conversation"). */
  path: string;
};

export const KIND_PATHS: Record<CardKind, string> = {
  CARD: "cards",
  IMAGE: "cards/image_conversation",
  VIDEO: "cards/video_conversation",
};

type Listed = Pick<CardRecord, "id" | "name" | "card_type" | "created_at">;

/** Every card of the account, all three kinds, newest first. */
export function useAllCards(account: Acct) {
  return useQuery({
    queryKey: adsKey(account, "cards", { kinds: "all" }),
    queryFn: async () => {
      const lists = await Promise.all(
        (Object.keys(KIND_PATHS) as CardKind[]).map(async (kind) => {
          const path = KIND_PATHS[kind];
          const rows = await fetchAll<Listed>(`${accountPath(account)}/${path}?count=200`);
          return rows.map((r): CardRow => ({ kind, path, ...r }));
        }),
      );
      return lists.flat().sort((a, b) => b.created_at.localeCompare(a.created_at));
    },
  });
}
