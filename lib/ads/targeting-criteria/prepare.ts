import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { targetingCriteria, users } from "@/lib/db/schema";
import { targetingAccess } from "@/lib/audiences/access";
import { checkCriterion, isProblem, type CheckedCriterion } from "@/lib/targeting/criterion";
import type { AdsCtx } from "../../ads-kernel/context";
import { AdsError } from "../../ads-kernel/errors";
import { quoted } from "../../ads-kernel/fields";
import { checkBeforeCommit } from "../../ads-kernel/write-scope";
import { heldLike } from "./held";
import { checkWholeContentCategories, iabTargetable } from "./content-categories";
import type { z } from "zod";
import type { targetingCriterionCreate } from "./schema";

/** Live criteria one line item may hold (keyword lists are the long ones). */
export const MAX_CRITERIA_PER_LINE_ITEM = 5000;

type Input = z.output<typeof targetingCriterionCreate>;

/**
 * A new criterion's rules, in the writing transaction (the line item is locked FOR UPDATE by its
 * reference, so two writers of one line item take turns): the value (lib/targeting/criterion.ts),
 * then what the line item already holds: no second AGE bucket, no second criterion of the same type
 * and value (EQ or NE: one would contradict or repeat the other), at most 5,000 criteria (counted
 * once the write is done);
 * audiences and users must exist and be reachable. IAB categories are checked as whole content
 * categories once the write (or the whole batch) is done.
 */
export async function prepareCriterion(tx: Tx, ctx: AdsCtx, input: Input) {
  const checked = checkCriterion(input);
  if (isProblem(checked)) throw AdsError.of(checked.code, checked.message, checked.parameter);
  const name = await freeFormName(tx, ctx, checked);
  await checkLineItem(tx, input.line_item_id, checked);
  if (checked.targeting_type === "IAB_CATEGORY") {
    const problem = iabTargetable(checked.targeting_value);
    if (problem) throw AdsError.invalid("targeting_value", problem);
    checkBeforeCommit(tx, `iab:${input.line_item_id}`, () =>
      checkWholeContentCategories(tx, input.line_item_id),
    );
  }
  return { line_item_id: input.line_item_id, ...checked, name };
}

async function checkLineItem(tx: Tx, lineItemId: string, c: CheckedCriterion): Promise<void> {
  const t = targetingCriteria;
  const live = and(eq(t.line_item_id, lineItemId), eq(t.deleted, false));
  const held = await heldLike(tx, lineItemId, c);
  const { same } = held;
  const what = `${c.targeting_type} ${quoted(c.targeting_value)}`;
  if (same)
    throw AdsError.invalid(
      "targeting_value",
      same.operator_type === c.operator_type
        ? `Line item ${lineItemId} already has ${what} (criterion ${same.id}); each value is targeted once.`
        : `Line item ${lineItemId} already ${same.operator_type === "NE" ? "excludes" : "includes"} ${what} (criterion ${same.id}); delete that criterion to change its operator.`,
    );
  if (c.targeting_type === "AGE") {
    const age = held.age;
    if (age)
      throw AdsError.invalid(
        "targeting_value",
        `Line item ${lineItemId} already has the age bucket ${age.targeting_value} (criterion ${age.id}); a line item has one AGE bucket. Delete it first (a batch may delete and create together).`,
      );
  }
  // Counted once per write (or batch) and line item, when every item is in.
  checkBeforeCommit(tx, `count:${lineItemId}`, async () => {
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(t)
      .where(live);
    if (n > MAX_CRITERIA_PER_LINE_ITEM)
      throw AdsError.of(
        "TOO_MANY_TARGETING_CRITERIA",
        `Line item ${lineItemId} would hold ${n} targeting criteria; one line item holds at most ${MAX_CRITERIA_PER_LINE_ITEM}.`,
        "line_item_id",
      );
  });
}

/** Audiences and users: reachable now, and their display name (the record's `name`). */
async function freeFormName(tx: Tx, ctx: AdsCtx, c: CheckedCriterion): Promise<string> {
  const v = c.targeting_value;
  if (c.targeting_type === "CUSTOM_AUDIENCE") {
    const reach = await targetingAccess(tx, ctx.account.id, v);
    if ("access" in reach) return reach.access.audience.name;
    // Deleted, unknown and no longer shared read alike: the caller learns nothing of others' audiences.
    if (reach.why !== "not_targetable")
      throw AdsError.invalid(
        "targeting_value",
        `No custom audience ${quoted(v)} is owned by or shared with this account (GET custom_audiences lists them).`,
      );
    const a = reach.audience;
    throw AdsError.invalid(
      "targeting_value",
      `Custom audience ${v} (${a.name}) is not targetable yet: ${a.reasons_not_targetable.join(", ") || "processing"}.`,
    );
  }
  if (
    c.targeting_type === "FOLLOWERS_OF_USER" ||
    c.targeting_type === "SIMILAR_TO_FOLLOWERS_OF_USER"
  ) {
    const [user] = /^\d{1,20}$/.test(v)
      ? await tx.select({ sn: users.screenName }).from(users).where(eq(users.id, v))
      : [];
    if (!user)
      throw AdsError.invalid(
        "targeting_value",
        `${c.targeting_type} takes a user id (digits) of an existing user; no user ${quoted(v)}.`,
      );
    return `@${user.sn}`;
  }
  return c.name;
}
