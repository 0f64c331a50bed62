import { and, asc, inArray } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { newId } from "@/lib/crypto/tokens";
import { streamRules } from "@/lib/db/schema";
import type { Problem } from "@/lib/http/problems";
import { now } from "@/lib/time/clock";
import { lockApp } from "./app-lock";
import { fail } from "./http";
import { ruleProblems, type NewRule } from "./rules-input";
import { ofSet, type RuleSet } from "./rule-sets";

export type RuleRow = typeof streamRules.$inferSelect;

/** The view of a rule both rule interfaces answer: the tag only when it has one. */
export const ruleView = (r: { id: string; value: string; tag: string | null }) =>
  r.tag ? { id: r.id, value: r.value, tag: r.tag } : { id: r.id, value: r.value };

/** The app's rules of a set, oldest first (those named by `ids` when given). */
export function setRules(tx: Pick<Tx, "select">, set: RuleSet, appId: string, ids: string[] = []) {
  return tx
    .select()
    .from(streamRules)
    .where(and(ofSet(set, appId), ids.length ? inArray(streamRules.id, ids) : undefined))
    .orderBy(asc(streamRules.created_at), asc(streamRules.id));
}

/**
 * Adds rules to a set, all or none, under the app's lock of the set: each rule the language refuses
 * or the set already holds is a problem naming it (`parameter[i].value`, nothing written); past the
 * set's cap, RuleCapExceeded. A dry run checks and writes nothing.
 */
export async function addRules(
  tx: Tx,
  set: RuleSet,
  appId: string,
  add: NewRule[],
  opts: { dryRun: boolean; parameter: string },
): Promise<{ rows: RuleRow[]; errors: Problem[] }> {
  await lockApp(tx, set.lock, appId);
  const existing = await tx
    .select({ value: streamRules.value })
    .from(streamRules)
    .where(ofSet(set, appId));
  const errors = ruleProblems(add, new Set(existing.map((r) => r.value)), opts.parameter);
  if (errors.length) return { rows: [], errors };
  if (existing.length + add.length > set.maxPerApp)
    fail(
      "RuleCapExceeded",
      `An app may have ${set.maxPerApp} rules here; it has ${existing.length}.`,
      { parameter: opts.parameter },
    );
  const at = now();
  const rows = add.map((r) => ({
    id: newId(),
    app_id: appId,
    value: r.value,
    tag: r.tag,
    product: set.product,
    created_at: at,
  }));
  if (!opts.dryRun) await tx.insert(streamRules).values(rows);
  return { rows, errors: [] };
}

/** Deletes the app's rules of a set named by id or by value; how many were, and how many asked were not. */
export async function deleteRules(
  tx: Tx,
  set: RuleSet,
  appId: string,
  by: { ids: string[] } | { values: string[] },
  dryRun = false,
): Promise<{ deleted: number; notDeleted: number; missing: number }> {
  await lockApp(tx, set.lock, appId);
  const which =
    "ids" in by ? inArray(streamRules.id, by.ids) : inArray(streamRules.value, by.values);
  const asked = "ids" in by ? by.ids : by.values;
  const found = await tx
    .select({ id: streamRules.id })
    .from(streamRules)
    .where(and(ofSet(set, appId), which));
  if (!dryRun && found.length) await tx.delete(streamRules).where(and(ofSet(set, appId), which));
  const deleted = dryRun ? 0 : found.length;
  const missing = new Set(asked).size - found.length;
  return { deleted, notDeleted: missing + (found.length - deleted), missing };
}
