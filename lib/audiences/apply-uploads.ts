import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { config } from "@/lib/config/env";
import { emptyBits, has, setBit, type Bits } from "@/lib/audiences/population/bitset";
import type { Db, Tx } from "@/lib/db/client";
import { customAudienceMembers, customAudienceUploads } from "@/lib/db/schema";
import { identityIndex, personOf, type KindIndex } from "./identity-index";
import { IDENTIFIER_KINDS, type IdentifierKind } from "./normalise";

type Upload = typeof customAudienceUploads.$inferSelect;

/** The identifier kinds the audience's pending uploads hold (their indexes are built before the transaction). */
export async function pendingKinds(tx: Db | Tx, audienceId: string): Promise<IdentifierKind[]> {
  const [row] = await tx
    .select({
      email: sql<boolean>`bool_or(${customAudienceUploads.email} is not null)`,
      phone_number: sql<boolean>`bool_or(${customAudienceUploads.phone_number} is not null)`,
      handle: sql<boolean>`bool_or(${customAudienceUploads.handle} is not null)`,
      device_id: sql<boolean>`bool_or(${customAudienceUploads.device_id} is not null)`,
    })
    .from(customAudienceUploads)
    .where(pending(audienceId));
  return IDENTIFIER_KINDS.filter((k) => row?.[k] === true);
}

const pending = (audienceId: string) =>
  and(
    eq(customAudienceUploads.custom_audience_id, audienceId),
    eq(customAudienceUploads.applied, false),
  );

/**
 * The people an upload's hashes name that no later upload decides (unmatched hashes name nobody and
 * are dropped); each is marked in `decided`, so a person named twice counts once.
 */
function peopleOf(u: Upload, indexes: Map<IdentifierKind, KindIndex>, decided: Bits): Int32Array {
  const people: number[] = [];
  for (const kind of IDENTIFIER_KINDS) {
    const bytes = u[kind];
    const index = indexes.get(kind);
    if (!bytes || !index) continue;
    for (let at = 0; at + 32 <= bytes.length; at += 32) {
      const person = personOf(index, bytes, at);
      if (person < 0 || person >= decided.length * 32 || has(decided, person)) continue;
      setBit(decided, person);
      people.push(person);
    }
  }
  return Int32Array.from(people);
}

const intArray = (xs: Int32Array) => `{${xs.join(",")}}`;

/**
 * Adds people (population indexes) to the audience with a window, or refreshes the window of members.
 * Members first, by a join (half the cost of an upsert's probe and speculative insert per row, and
 * calls mostly name people already in the audience again), then only if some were not members, the
 * new ones.
 */
export async function addMembers(
  tx: Tx,
  audienceId: string,
  people: Int32Array,
  window: { effective_at: Date; expires_at: Date },
) {
  const [list, from, to] = [
    intArray(people),
    window.effective_at.toISOString(),
    window.expires_at.toISOString(),
  ];
  const members = customAudienceMembers;
  const refreshed = await tx.execute<{ n: number }>(sql`with refreshed as (
      update ${members} set effective_at = ${from}::timestamptz, expires_at = ${to}::timestamptz
      from unnest(${list}::int[]) as input(p)
      where ${members.custom_audience_id} = ${audienceId} and ${members.person} = input.p
      returning 1)
    select count(*)::int as n from refreshed`);
  if (Number(refreshed.rows[0]?.n) === people.length) return;
  await tx.execute(sql`insert into ${members}
    (custom_audience_id, person, effective_at, expires_at)
    select ${audienceId}, p, ${from}::timestamptz, ${to}::timestamptz
    from unnest(${list}::int[]) as p
    on conflict (custom_audience_id, person) do nothing`);
}

/**
 * Applies the audience's pending uploads (the audience row is locked by the caller) as if one after
 * another in the order they came: Update adds or refreshes each matched person with the upload's
 * window, Delete removes them. A person's last upload decides, so the uploads are read newest first
 * and each person is written once, however many pending uploads name them (calls in a burst send
 * the same people again and again). Marks them applied in the same transaction, so a redelivered
 * job applies nothing twice.
 */
export async function applyUploads(tx: Tx, audienceId: string): Promise<number> {
  const seqs = await tx
    .select({ seq: customAudienceUploads.seq })
    .from(customAudienceUploads)
    .where(pending(audienceId))
    .orderBy(desc(customAudienceUploads.seq));
  const indexes = new Map<IdentifierKind, KindIndex>();
  const decided = emptyBits(config().populationSize);
  for (const { seq } of seqs) {
    // One upload (up to 5 MB of digests) in memory at a time; its people are few bytes each.
    const [u] = await tx
      .select()
      .from(customAudienceUploads)
      .where(eq(customAudienceUploads.seq, seq));
    for (const kind of IDENTIFIER_KINDS)
      if (u[kind] && !indexes.has(kind)) indexes.set(kind, await identityIndex(kind));
    // The people of different uploads are disjoint by now, so the order of these writes is free.
    const people = peopleOf(u, indexes, decided);
    // One statement per upload (a call's 5 MB hold at most 156,250 hashes): each scans the
    // audience's members once.
    if (!people.length) continue;
    if (u.operation_type === "Delete")
      await tx.execute(sql`delete from ${customAudienceMembers}
        where ${customAudienceMembers.custom_audience_id} = ${audienceId}
          and ${customAudienceMembers.person} = any(${intArray(people)}::int[])`);
    else await addMembers(tx, audienceId, people, u);
  }
  if (seqs.length)
    await tx
      .update(customAudienceUploads)
      .set({ applied: true })
      .where(
        inArray(
          customAudienceUploads.seq,
          seqs.map((u) => u.seq),
        ),
      );
  return seqs.length;
}
