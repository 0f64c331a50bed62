import { accountHistory } from "@/lib/db/schema";
import { db, type Tx } from "@/lib/db/client";
import { insertRows } from "./insert-rows";

/**
 * What one write transaction of the kernel (a create, update or delete, or a whole batch) gathers
 * before it commits, so that a 40-item batch is not 40 times every statement one after the other:
 * - history rows are kept here and inserted together just before the commit, so they still commit or
 *   roll back with the change (an item that fails fails its whole batch, so its rows are never written);
 * - reads that cannot change meaning within the transaction (a batch's funding instrument, the parents
 *   its items name, locked once) are memoised; a kernel write of such a row forgets its reads;
 * - checks of a whole set of rows (a line item's IAB categories must form whole content categories)
 *   run once after every item is written, before the history and the commit: a batch may pass through
 *   states one item at a time that only its end must satisfy. A check that throws rolls it all back.
 * A transaction without a scope (account services, seeds) writes its history at once.
 */
type HistoryRow = typeof accountHistory.$inferInsert;
type Scope = {
  history: HistoryRow[];
  memo: Map<string, Promise<unknown>>;
  checks: Map<string, () => Promise<void>>;
};

const scopes = new WeakMap<Tx, Scope>();

/** A new transaction with a write scope: `fn` runs, then the gathered history is written, then commit. */
export function scopedTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db().transaction(async (tx) => {
    const scope: Scope = { history: [], memo: new Map(), checks: new Map() };
    scopes.set(tx, scope);
    const result = await fn(tx);
    for (const check of scope.checks.values()) await check();
    if (scope.history.length) await insertRows(tx, accountHistory, scope.history);
    return result;
  });
}

/** Gathers a history row for the scope's commit; false when `tx` has no scope (write it now). */
export function deferHistory(tx: Tx, row: HistoryRow): boolean {
  const scope = scopes.get(tx);
  if (!scope) return false;
  scope.history.push(row);
  return true;
}

/** `load()` once per scoped transaction and key; outside a scope, every time. */
export function memoInTx<T>(tx: Tx, key: string, load: () => Promise<T>): Promise<T> {
  const scope = scopes.get(tx);
  if (!scope) return load();
  // One map holds every kind of read; a key is only ever used with one loader, so its value is a T.
  let p = scope.memo.get(key) as Promise<T> | undefined;
  if (!p) scope.memo.set(key, (p = load()));
  return p;
}

/** Drops the memoised reads whose key starts with `prefix`: the rows they read were written since. */
export function forgetInTx(tx: Tx, prefix: string): void {
  const memo = scopes.get(tx)?.memo;
  for (const key of memo?.keys() ?? []) if (key.startsWith(prefix)) memo?.delete(key);
}

/**
 * `check()` once before the scoped transaction commits (the last one registered under `key` wins).
 * Checks may read and lock; their AdsError refuses the whole write. A check of the state after the
 * write cannot run earlier, so a transaction without a scope is a programming error, said at once.
 */
export function checkBeforeCommit(tx: Tx, key: string, check: () => Promise<void>): void {
  const scope = scopes.get(tx);
  if (!scope)
    throw new Error(
      `${key}: this write needs a transaction from scopedTransaction (write-scope.ts)`,
    );
  scope.checks.set(key, check);
}
