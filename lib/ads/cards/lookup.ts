import { and, eq, inArray, type SQL } from "drizzle-orm";
import { db, type Db, type Tx } from "@/lib/db/client";
import { cards, imageConversationCards, videoConversationCards } from "@/lib/db/schema";
import type { ResourceDecl } from "../../ads-kernel/resource-decl";
import { cardsResource } from "./resource";
import {
  imageConversationCardsResource,
  videoConversationCardsResource,
} from "../conversation-cards/resource";

/**
 * Cards of every kind by card_uri ("card://" + id) or id: component cards and image and video
 * conversation cards. `GET cards/all` answers with these; post creation and previews find the card
 * a post names with `findCardByUri`.
 */
const KINDS: [
  ResourceDecl,
  typeof cards | typeof imageConversationCards | typeof videoConversationCards,
][] = [
  [cardsResource, cards],
  [imageConversationCardsResource, imageConversationCards],
  [videoConversationCardsResource, videoConversationCards],
];

export type AnyCardRecord = Record<string, unknown> & {
  id: string;
  card_uri: string;
  card_type: string;
};

/** Reads through `exec`: inside a write, its transaction (PGlite's one connection is the transaction's). */
async function find(
  accountId: string,
  where: (t: (typeof KINDS)[number][1]) => SQL,
  withDeleted: boolean,
  exec: Db | Tx = db(),
): Promise<AnyCardRecord[]> {
  const out: AnyCardRecord[] = [];
  for (const [decl, table] of KINDS) {
    const conds = [eq(table.account_id, accountId), where(table)];
    if (!withDeleted) conds.push(eq(table.deleted, false));
    const rows = await exec
      .select()
      .from(table)
      .where(and(...conds));
    // Rows of the declaration's own table; its toRecord answers every card with id, card_uri, card_type.
    for (const r of rows) out.push(decl.toRecord(r) as AnyCardRecord);
  }
  return out;
}

/** The cards named by these URIs, in the order of the URIs (unknown ones left out). */
export async function findCardsByUris(
  accountId: string,
  uris: string[],
  withDeleted = false,
  exec?: Db | Tx,
) {
  const found = await find(accountId, (t) => inArray(t.card_uri, uris), withDeleted, exec);
  const byUri = new Map(found.map((c) => [c.card_uri, c]));
  return uris.map((u) => byUri.get(u)).filter((c): c is AnyCardRecord => !!c);
}

export async function findCardByUri(
  accountId: string,
  uri: string,
  withDeleted = false,
  exec?: Db | Tx,
) {
  return (await findCardsByUris(accountId, [uri], withDeleted, exec))[0];
}

export async function findCardById(accountId: string, id: string, withDeleted = false) {
  return (await find(accountId, (t) => eq(t.id, id), withDeleted))[0];
}
