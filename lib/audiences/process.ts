import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { config } from "@/lib/config/env";
import { workDb, type Tx } from "@/lib/db/client";
import { customAudiences } from "@/lib/db/schema";
import { enqueue } from "@/lib/jobs/engine";
import { defineQueue } from "@/lib/jobs/queue";
import { count } from "@/lib/population/bitset";
import { SEED } from "@/lib/population/population";
import { applyUploads, pendingKinds } from "./apply-uploads";
import { identityIndex } from "./identity-index";
import { evaluate, groupSchema, leavesOf } from "./flexible";
import { audienceMembers, membersInEffect, nextChange, storeSet } from "./members";

/**
 * The `audiences.process` queue: an audience's uploads become its members, its members in effect its
 * set, and the set its audience_size, targetable and reasons_not_targetable (TOO_SMALL below
 * AUDIENCE_MIN_SIZE matched people; PROCESSING until the first run). Sent in the transaction of the
 * write that asks for it (a users call, a flexible audience's creation); the handler locks the
 * audience row, so runs of one audience take turns and a redelivered job finds nothing pending. When
 * members will come into effect or expire later, a job is sent for that time.
 */
export type ProcessJob = { custom_audience_id: string; at?: string };

export const processAudienceQueue = defineQueue<ProcessJob>({
  name: "audiences.process",
  options: { retryLimit: 5, retryDelay: 5, expireInSeconds: 600 },
  concurrency: 2,
  run: async (data) => {
    await processAudience(data.custom_audience_id);
  },
});

/** A UUID from the audience and the time it is for: the same pair, the same job. */
function jobId(audienceId: string, at: string): string {
  const h = crypto.createHash("sha256").update(`audiences.process|${audienceId}|${at}`).digest();
  h[6] = (h[6] & 0x0f) | 0x50;
  h[8] = (h[8] & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString("hex");
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}

/** Asks for a processing of the audience, now (per upload: `key`) or at `at`, in the write's transaction. */
export function enqueueProcessing(tx: Tx, audienceId: string, key: string, at?: Date) {
  const when = at ? at.toISOString() : key;
  return enqueue(
    processAudienceQueue,
    { custom_audience_id: audienceId, ...(at ? { at: when } : {}) },
    { tx, id: jobId(audienceId, when), ...(at ? { startAfter: at } : {}) },
  );
}

export async function processAudience(audienceId: string): Promise<void> {
  // The indexes take seconds to build the first time: never inside the transaction.
  for (const kind of await pendingKinds(workDb(), audienceId)) await identityIndex(kind);
  await workDb().transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(customAudiences)
      .where(eq(customAudiences.id, audienceId))
      .for("update");
    if (!row || row.deleted) return;
    const now = new Date();
    const size = config().populationSize;
    let bits;
    if (row.audience_type === "FLEXIBLE") {
      const tree = groupSchema.parse(row.segments);
      const leaves = new Map<string, Uint32Array>();
      for (const id of new Set(leavesOf(tree).leaves.map((l) => l.custom_audience_id)))
        leaves.set(id, (await audienceMembers(tx, id)) ?? new Uint32Array(0));
      bits = evaluate(tree, (id) => leaves.get(id) ?? new Uint32Array(0), SEED, size);
    } else {
      await applyUploads(tx, audienceId);
      bits = await membersInEffect(tx, audienceId, size, now);
      const next = await nextChange(tx, audienceId, now);
      if (next) await enqueueProcessing(tx, audienceId, "", next);
    }
    const n = count(bits);
    await storeSet(tx, audienceId, bits, n, now);
    const targetable = n >= config().audienceMinSize;
    await tx
      .update(customAudiences)
      .set({
        audience_size: n,
        targetable,
        reasons_not_targetable: targetable ? [] : ["TOO_SMALL"],
        processed_at: now,
        updated_at: now,
      })
      .where(eq(customAudiences.id, audienceId));
  });
}
