import { and, asc, eq, inArray, sql } from "drizzle-orm";
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

/** The people an upload's hashes name (unmatched hashes name nobody and are dropped). */
function peopleOf(u: Upload, indexes: Map<IdentifierKind, KindIndex>): number[] {
  const people = new Set<number>();
  for (const kind of IDENTIFIER_KINDS) {
    const bytes = u[kind];
    const index = indexes.get(kind);
    if (!bytes || !index) continue;
    for (let at = 0; at + 32 <= bytes.length; at += 32) {
      const person = personOf(index, kind, bytes.subarray(at, at + 32));
      if (person >= 0) people.add(person);
    }
  }
  return [...people];
}

const intArray = (xs: number[]) => `{${xs.join(",")}}`;
const SLICE = 20_000;

/**
 * Applies the audience's pending uploads in the order they came (the audience row is locked by the
 * caller): Update adds or refreshes each matched person with the upload's window, Delete removes
 * them. Marks them applied in the same transaction, so a redelivered job applies nothing twice.
 */
export async function applyUploads(tx: Tx, audienceId: string): Promise<number> {
  const uploads = await tx
    .select()
    .from(customAudienceUploads)
    .where(pending(audienceId))
    .orderBy(asc(customAudienceUploads.seq));
  const indexes = new Map<IdentifierKind, KindIndex>();
  for (const kind of IDENTIFIER_KINDS)
    if (uploads.some((u) => u[kind])) indexes.set(kind, await identityIndex(kind));
  for (const u of uploads) {
    const people = peopleOf(u, indexes);
    for (let at = 0; at < people.length; at += SLICE) {
      const slice = intArray(people.slice(at, at + SLICE));
      if (u.operation_type === "Delete") {
        await tx.execute(sql`delete from ${customAudienceMembers}
          where ${customAudienceMembers.custom_audience_id} = ${audienceId}
            and ${customAudienceMembers.person} = any(${slice}::int[])`);
      } else {
        await tx.execute(sql`insert into ${customAudienceMembers}
          (custom_audience_id, person, effective_at, expires_at)
          select ${audienceId}, p, ${u.effective_at.toISOString()}::timestamptz, ${u.expires_at.toISOString()}::timestamptz
          from unnest(${slice}::int[]) as p
          on conflict (custom_audience_id, person) do update
          set effective_at = excluded.effective_at, expires_at = excluded.expires_at`);
      }
    }
  }
  if (uploads.length)
    await tx
      .update(customAudienceUploads)
      .set({ applied: true })
      .where(
        inArray(
          customAudienceUploads.seq,
          uploads.map((u) => u.seq),
        ),
      );
  return uploads.length;
}
