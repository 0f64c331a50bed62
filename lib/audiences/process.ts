import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { config } from "@/lib/config/env";
import { workDb, type Tx } from "@/lib/db/client";
import { customAudiences } from "@/lib/db/schema";
import { enqueue } from "@/lib/jobs/engine";
import { defineQueue } from "@/lib/jobs/queue";
import { count, type Bits } from "@/lib/audiences/population/bitset";
import { applyUploads, pendingKinds } from "./apply-uploads";
import { identityIndex } from "./identity-index";
import { groupSchema } from "./flexible";
import { dependentsOf, flexibleMembers, sizeState } from "./flexible-size";
import { membersInEffect, nextChange, storeSet } from "./members";

/**
 * The `audiences.process` queue: an audience's uploads become its members, its members in effect its
 * set, and the set its audience_size, targetable and reasons_not_targetable (TOO_SMALL below
 * AUDIENCE_MIN_SIZE matched people; PROCESSING until the first run). Sent in the transaction of the
 * write that asks for it (a users call, a flexible audience's creation); the handler locks the
 * audience row, so runs of one audience take turns and a redelivered job finds nothing pending. When
 * members will come into effect or expire later, a job is sent for that time.
 *
 * Flexible audiences follow their leaves: a run that stores a list audience's new set, and a leaf's
 * deletion, send (in their transaction) a job for every live flexible audience whose tree names it.
 * That job recomputes from the leaves' sets committed when it holds its own row's lock, so whatever
 * order runs of several processes take, the last one sees the last set.
 */
export type ProcessJob = { custom_audience_id: string; at?: string };

export const processAudienceQueue = defineQueue<ProcessJob>({
  name: "audiences.process",
  // notify: the upload's commit wakes a worker at once (the console shows processing until then).
  options: { retryLimit: 5, retryDelay: 5, expireInSeconds: 600, notify: true },
  concurrency: 2,
  run: async (data) => {
    await processAudience(data.custom_audience_id, !!data.at);
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

/** `timed`: a job sent for a window's start or end, which must recompute even with nothing pending. */
export async function processAudience(audienceId: string, timed = false): Promise<void> {
  // The indexes take seconds to build the first time: never inside the transaction.
  for (const kind of await pendingKinds(workDb(), audienceId)) await identityIndex(kind);
  await workDb().transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(customAudiences)
      .where(eq(customAudiences.id, audienceId))
      // NO KEY UPDATE: runs of one audience take turns, while users calls (their uploads' foreign
      // key takes KEY SHARE on this row) go on appending during a run.
      .for("no key update");
    if (!row || row.deleted) return;
    const now = new Date();
    if (row.audience_type === "FLEXIBLE") {
      const bits = (await flexibleMembers(tx, groupSchema.parse(row.segments))).bits;
      return storeProcessed(tx, audienceId, bits, now);
    }
    // Calls in a burst each send a job; the first applies every pending upload, the rest find none.
    const applied = await applyUploads(tx, audienceId);
    if (!applied && !timed && row.processed_at) return;
    await settleMembers(tx, audienceId, now);
  });
}

/**
 * A list audience's members in effect now become its set and size; a job is sent for the next window
 * start or end, and its flexible dependents are sent theirs. The seeded demo audience ends here too.
 */
export async function settleMembers(tx: Tx, audienceId: string, now: Date) {
  const bits = await membersInEffect(tx, audienceId, config().populationSize, now);
  const next = await nextChange(tx, audienceId, now);
  if (next) await enqueueProcessing(tx, audienceId, "", next);
  await resizeDependents(tx, audienceId, now.toISOString());
  await storeProcessed(tx, audienceId, bits, now);
}

/** A processing's outcome: the set, and from its count audience_size, targetable and the reasons. */
export async function storeProcessed(tx: Tx, audienceId: string, bits: Bits, now: Date) {
  const n = count(bits);
  await storeSet(tx, audienceId, bits, n, now);
  await tx
    .update(customAudiences)
    .set({ ...sizeState(n), processed_at: now, updated_at: now })
    .where(eq(customAudiences.id, audienceId));
}

/**
 * Sends the processing of every live flexible audience naming `leafId`, in the transaction that
 * changes the leaf's members (`because`: the run's time, or "deleted"): one job per flexible
 * audience and change (a redelivered leaf job that finds nothing to apply returns before this).
 */
export async function resizeDependents(tx: Tx, leafId: string, because: string) {
  for (const id of await dependentsOf(tx, leafId))
    await enqueueProcessing(tx, id, `leaf|${leafId}|${because}`);
}
