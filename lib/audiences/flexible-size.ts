import { and, eq, inArray, sql } from "drizzle-orm";
import { config } from "@/lib/config/env";
import type { Db, Tx } from "@/lib/db/client";
import { customAudiences } from "@/lib/db/schema";
import { count, type Bits } from "@/lib/audiences/population/bitset";
import { SEED } from "@/lib/audiences/population/population";
import { evaluate, leavesOf, type Group } from "./flexible";
import { audienceMembers } from "./members";

/**
 * THE size of a flexible tree, used by the `audiences.process` job (the stored size) and by the
 * preview (POST …/custom_audiences/flexible_preview), so the builder shows what the job will store.
 * A leaf's members are its last stored set; a deleted leaf has none; a leaf not processed yet has
 * none so far and is named in `pending` (the job runs again when it is processed: process.ts).
 */
export async function flexibleMembers(
  db: Db | Tx,
  tree: Group,
): Promise<{ bits: Bits; size: number; pending: string[] }> {
  const ids = [...new Set(leavesOf(tree).leaves.map((l) => l.custom_audience_id))];
  const live = new Set(
    (
      await db
        .select({ id: customAudiences.id })
        .from(customAudiences)
        .where(and(inArray(customAudiences.id, ids), eq(customAudiences.deleted, false)))
    ).map((r) => r.id),
  );
  const sets = new Map<string, Bits>();
  const pending: string[] = [];
  for (const id of ids) {
    if (!live.has(id)) continue;
    const bits = await audienceMembers(db, id);
    if (bits) sets.set(id, bits);
    else pending.push(id);
  }
  const none = new Uint32Array(0);
  const bits = evaluate(tree, (id) => sets.get(id) ?? none, SEED, config().populationSize);
  return { bits, size: count(bits), pending };
}

/** Size, targetable and reasons of any audience of `n` matched people (AUDIENCE_MIN_SIZE). */
export function sizeState(n: number) {
  const targetable = n >= config().audienceMinSize;
  return {
    audience_size: n,
    targetable,
    reasons_not_targetable: targetable ? [] : ["TOO_SMALL"],
  };
}

/**
 * Live flexible audiences whose tree names `leafId` anywhere (a jsonpath over `segments`: trees are
 * at most 10 leaves, and flexible audiences few next to list audiences).
 */
export async function dependentsOf(db: Db | Tx, leafId: string): Promise<string[]> {
  const rows = await db
    .select({ id: customAudiences.id })
    .from(customAudiences)
    .where(
      and(
        eq(customAudiences.audience_type, "FLEXIBLE"),
        eq(customAudiences.deleted, false),
        sql`jsonb_path_exists(${customAudiences.segments}, 'strict $.**.custom_audience_id ? (@ == $id)', jsonb_build_object('id', ${leafId}::text))`,
      ),
    );
  return rows.map((r) => r.id);
}
