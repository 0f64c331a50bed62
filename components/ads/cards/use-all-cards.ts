"use client";

import { useQuery } from "@tanstack/react-query";
import { adsAll } from "@/components/ads/ads-client";
import { adsKey, type Acct } from "@/components/ads/resource-hooks";

/** One row of the cards list: a component card or an image / video conversation card. */
export type CardKind = "CARD" | "IMAGE" | "VIDEO";
export type CardRow = {
  kind: CardKind;
  id: string;
  name: string;
  card_type: string;
  created_at: string;
};

const routes = <P extends string>(p: P) =>
  ({
    list: `GET ${p}`,
    one: `GET ${p}/:card_id`,
    create: `POST ${p}`,
    update: `PUT ${p}/:card_id`,
    remove: `DELETE ${p}/:card_id`,
  }) as const;
const C = "/12/accounts/:account_id/cards";
/** The routes of each kind of card: the same operations under three resources. */
export const CARD_ROUTES = {
  CARD: routes(C),
  IMAGE: routes(`${C}/image_conversation`),
  VIDEO: routes(`${C}/video_conversation`),
};
const KINDS: CardKind[] = ["CARD", "IMAGE", "VIDEO"];

/** Every card of the account, all three kinds, newest first. */
export function useAllCards(account: Acct) {
  return useQuery({
    queryKey: adsKey(account, CARD_ROUTES.CARD.list, { kinds: "all" }),
    queryFn: async () => {
      const lists = await Promise.all(
        KINDS.map(async (kind) => {
          const rows = await adsAll(account, CARD_ROUTES[kind].list, { params: { count: 200 } });
          return rows.map((r): CardRow => ({
            kind,
            id: r.id,
            name: r.name,
            card_type: r.card_type,
            created_at: r.created_at,
          }));
        }),
      );
      return lists.flat().sort((a, b) => b.created_at.localeCompare(a.created_at));
    },
  });
}
