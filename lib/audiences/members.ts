import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/client";
import { customAudienceMembers, customAudienceSets } from "@/lib/db/schema";
import { emptyBits, setBit, type Bits } from "@/lib/audiences/population/bitset";

/**
 * An audience's members as the estimate and flexible audiences use them: the set its last processing
 * stored, a bitset over population indexes (lib/audiences/population/bitset.ts), or null before the first
 * processing. The account's right to use the audience is checked by the caller (lib/audiences/access.ts).
 */
export async function audienceMembers(db: Db | Tx, audienceId: string): Promise<Bits | null> {
  const [row] = await db
    .select({ bits: customAudienceSets.bits })
    .from(customAudienceSets)
    .where(eq(customAudienceSets.custom_audience_id, audienceId));
  if (!row) return null;
  const b = row.bits;
  // A copy: the driver's buffer need not be aligned for a Uint32Array view.
  const out = new Uint32Array(b.length >>> 2);
  new Uint8Array(out.buffer).set(b.subarray(0, out.length * 4));
  return out;
}

/**
 * The members in effect at `now` (effective_at <= now < expires_at) as a bitset of `size` people.
 * They come as one text value ("{4,17,...}"): 60,000 rows, each a row object of the driver, cost the
 * embedded engine's process ten times as much.
 */
export async function membersInEffect(tx: Tx, audienceId: string, size: number, now: Date) {
  const [row] = await tx
    .select({ people: sql<string | null>`array_agg(${customAudienceMembers.person})::text` })
    .from(customAudienceMembers)
    .where(
      and(
        eq(customAudienceMembers.custom_audience_id, audienceId),
        lte(customAudienceMembers.effective_at, now),
        gt(customAudienceMembers.expires_at, now),
      ),
    );
  const bits = emptyBits(size);
  const people = row?.people;
  if (!people) return bits;
  for (const text of people.slice(1, -1).split(",")) {
    const person = Number(text);
    if (person < size) setBit(bits, person);
  }
  return bits;
}

/** When the set next changes by itself: the earliest future effective_at or expires_at. */
export async function nextChange(tx: Tx, audienceId: string, now: Date): Promise<Date | null> {
  const at = now.toISOString();
  const [row] = await tx
    .select({
      next: sql<string | number | null>`(extract(epoch from min(case
        when ${customAudienceMembers.effective_at} > ${at}::timestamptz
        then ${customAudienceMembers.effective_at} else ${customAudienceMembers.expires_at} end)) * 1000)::float8`,
    })
    .from(customAudienceMembers)
    .where(
      and(
        eq(customAudienceMembers.custom_audience_id, audienceId),
        gt(customAudienceMembers.expires_at, now),
      ),
    );
  return row?.next === null || row?.next === undefined ? null : new Date(Number(row.next));
}

/** Stores the set (replacing the last one). */
export async function storeSet(tx: Tx, audienceId: string, bits: Bits, size: number, now: Date) {
  const bytes = Buffer.from(bits.buffer, bits.byteOffset, bits.byteLength);
  await tx
    .insert(customAudienceSets)
    .values({ custom_audience_id: audienceId, bits: bytes, size, computed_at: now })
    .onConflictDoUpdate({
      target: customAudienceSets.custom_audience_id,
      set: { bits: bytes, size, computed_at: now },
    });
}
