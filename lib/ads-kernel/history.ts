import { accountHistory } from "@/lib/db/schema";
import { newId } from "@/lib/crypto/tokens";
import type { Tx } from "@/lib/db/client";
import { deferHistory } from "./write-scope";

export type HistoryRow = typeof accountHistory.$inferInsert;
type Change = Record<string, { old: unknown; new: unknown }>;

const IGNORED = new Set(["updated_at", "created_at"]);

function norm(v: unknown): unknown {
  return v instanceof Date ? v.toISOString() : v;
}

/** Field-by-field difference between two versions of a record (either may be absent). */
export function diff(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Change {
  const out: Change = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const k of keys) {
    if (IGNORED.has(k)) continue;
    const o = norm(before?.[k] ?? null);
    const n = norm(after?.[k] ?? null);
    if (JSON.stringify(o) !== JSON.stringify(n)) out[k] = { old: o, new: n };
  }
  return out;
}

/**
 * Records a change in the account history, inside the transaction that makes the change, so the
 * history can never disagree with the data (every path, interface, batch or console, goes through here).
 */
export async function recordHistory(tx: Tx, entry: Entry): Promise<void> {
  await addHistory(tx, entry);
}

type Entry = {
  accountId: string;
  userId: string | null;
  entityType: string;
  entityId: string;
  changeType: "CREATE" | "UPDATE" | "DELETE";
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/**
 * recordHistory, answering the row (none for an update that changed nothing): a batch's deferred
 * create fills in its changes once its row is inserted (batch-rows.ts).
 */
export async function addHistory(tx: Tx, entry: Entry): Promise<HistoryRow | undefined> {
  const changes = diff(entry.before, entry.after);
  if (entry.changeType === "UPDATE" && Object.keys(changes).length === 0) return undefined;
  const row = {
    id: newId(),
    account_id: entry.accountId,
    user_id: entry.userId,
    entity_type: entry.entityType,
    entity_id: entry.entityId,
    change_type: entry.changeType,
    changes,
    created_at: new Date(),
  };
  // In a kernel write transaction the row is written with the others just before commit (write-scope.ts).
  if (!deferHistory(tx, row)) await tx.insert(accountHistory).values(row);
  return row;
}
