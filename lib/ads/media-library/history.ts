import type { Tx } from "@/lib/db/client";
import { recordHistory } from "../../ads-kernel/history";
import type { AdsCtx } from "../../ads-kernel/context";
import type { LibraryRow } from "./record";

/** What the history compares of an entry: its fields, without the internal id. */
const fields = (r: LibraryRow | null) => {
  if (!r) return null;
  const { id: _id, account_id: _account, ...rest } = r;
  return rest;
};

/** Account history of library entries (entity MEDIA_LIBRARY, by media_key), in the changing transaction. */
export function libraryHistory(
  tx: Tx,
  ctx: AdsCtx,
  changeType: "CREATE" | "UPDATE" | "DELETE",
  before: LibraryRow | null,
  after: LibraryRow,
): Promise<void> {
  return recordHistory(tx, {
    accountId: ctx.account.id,
    userId: ctx.userId,
    entityType: "MEDIA_LIBRARY",
    entityId: after.media_key,
    changeType,
    before: fields(before),
    after: fields(after),
  });
}
