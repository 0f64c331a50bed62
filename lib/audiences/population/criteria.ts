import { and, eq, inArray } from "drizzle-orm";
import { findValue } from "@/lib/targeting/values";
import { checkCriterion } from "@/lib/targeting/criterion";
import { audienceAccess } from "@/lib/audiences/access";
import type { Db, Tx } from "@/lib/db/client";
import { customAudiences, users } from "@/lib/db/schema";
import { AdsError, type AdsErrorItem } from "@/lib/ads-kernel/errors";
import { sized, type Bits } from "./bitset";
import { audienceMembers } from "@/lib/audiences/members";
import type { Resolved } from "./combine";
import { groupOf, isPrimary, kindOf, PRIMARY_DESCRIPTION } from "./kinds";
import type { Population } from "./model";
import type { SetCache } from "./sets";
import { valueSet } from "./value-sets";

export type Criterion = {
  targeting_type: string;
  targeting_value: string;
  operator_type: "EQ" | "NE";
};

/**
 * Turns an estimate's criteria into sets of people, checking every one first: the criterion rules
 * (lib/targeting/criterion.ts: a known type, a value of that type naming itself when unknown, keyword
 * text, which types may be NE), followed accounts that exist, custom audiences the account may use,
 * and at least one primary criterion included (EQ).
 * Every problem is reported at once, one error item per criterion, its index in the message.
 * `serving` is delivery's question (lib/ads/delivery): the line item's criteria as they stand, with
 * no primary one required and its custom audiences used while they exist, even after a revoke.
 */
export async function resolveCriteria(
  db: Db | Tx,
  accountId: string,
  pop: Population,
  cache: SetCache,
  criteria: readonly Criterion[],
  opts: { serving?: boolean } = {},
): Promise<Resolved[]> {
  const problems: AdsErrorItem[] = [];
  const bad = (k: number, c: Criterion, p: Omit<AdsErrorItem, "message"> & { message: string }) =>
    problems.push({
      ...p,
      message: `Criterion ${k} (${c.targeting_type.slice(0, 64)}): ${p.message}`,
    });
  const followed = await existingUsers(db, criteria);
  const pending: { group: string; operator: Criterion["operator_type"]; make: () => Bits }[] = [];
  for (const [k, c] of criteria.entries()) {
    // The rules every criterion follows (type, value, keyword text, NE), shared with targeting criteria.
    const checked = checkCriterion(c);
    if ("code" in checked) {
      bad(k, c, checked);
      continue;
    }
    const { targeting_type: type, targeting_value: value, operator_type: operator } = checked;
    const group = groupOf(type);
    const kind = kindOf(type).kind;
    if (kind === "audience") {
      const bits = await audienceBits(db, accountId, value, pop.size, opts.serving);
      if (typeof bits === "string")
        bad(k, c, { code: "INVALID_PARAMETER", parameter: "targeting_value", message: bits });
      else pending.push({ group, operator, make: () => bits });
      continue;
    }
    if (kind === "followers" && !followed.has(value)) {
      bad(k, c, {
        code: "INVALID_PARAMETER",
        parameter: "targeting_value",
        message: `no user ${JSON.stringify(value.slice(0, 64))} on the platform; the value is the user id of the account whose followers are targeted.`,
      });
      continue;
    }
    const listed = findValue(type, value) ?? {
      targeting_type: type,
      targeting_value: value,
      name: checked.name,
    };
    pending.push({ group, operator, make: () => valueSet(pop, cache, type, listed) });
  }
  if (
    !problems.length &&
    !opts.serving &&
    !criteria.some((c) => c.operator_type === "EQ" && isPrimary(c.targeting_type))
  )
    problems.push({
      code: "INVALID_PARAMETER",
      parameter: "targeting_type",
      message: `An estimate needs at least one primary criterion (EQ) among ${PRIMARY_DESCRIPTION}; got only ${[...new Set(criteria.map((c) => `${c.targeting_type} ${c.operator_type}`))].join(", ")}.`,
    });
  const [first, ...rest] = problems;
  if (first) throw new AdsError([first, ...rest]);
  // Sets are built only for a question that is valid as a whole. A set not in the cache takes a few
  // to tens of milliseconds to build: after each slow one the event loop gets a turn, so an estimate
  // naming hundreds of new values never holds other requests for its whole length.
  const resolved: Resolved[] = [];
  for (const p of pending) {
    const started = performance.now();
    resolved.push({ group: p.group, operator: p.operator, bits: p.make() });
    if (performance.now() - started > YIELD_AFTER_MS) await new Promise((r) => setImmediate(r));
  }
  return resolved;
}

const YIELD_AFTER_MS = 5;

/** An audience that exists and is not deleted (a line item keeps one after its sharing is revoked). */
async function liveAudience(db: Db | Tx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: customAudiences.id })
    .from(customAudiences)
    .where(and(eq(customAudiences.id, id), eq(customAudiences.deleted, false)));
  return !!row;
}

/** The platform's users named by follower criteria that exist (one query for all). */
async function existingUsers(db: Db | Tx, criteria: readonly Criterion[]): Promise<Set<string>> {
  const ids = criteria
    .filter(
      (c) => kindOf(c.targeting_type).kind === "followers" && /^\d{1,19}$/.test(c.targeting_value),
    )
    .map((c) => c.targeting_value);
  if (!ids.length) return new Set();
  const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** An audience's members, or why it cannot be used in this account's estimate (or delivery). */
async function audienceBits(
  db: Db | Tx,
  accountId: string,
  id: string,
  size: number,
  serving = false,
): Promise<Uint32Array | string> {
  const access = serving ? await liveAudience(db, id) : await audienceAccess(db, accountId, id);
  if (!access)
    return `no custom audience ${id.slice(0, 64)} that this account owns or has been granted.`;
  const members = await audienceMembers(db, id);
  if (!members)
    return `custom audience ${id} has no matched members yet (it is still processing); estimate again when it is targetable.`;
  return sized(members, size);
}
