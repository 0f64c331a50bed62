import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/lib/db/client";
import { cycleOf, dayOf } from "./cycle";
import { PRICES, type Family } from "./prices";
import { TIER_RULES, type Tier } from "./tiers";
import { usageCapped } from "./capped";

export type ChargeInput = { appId: string; tier: Tier; family: Family; units: number; at: Date };
export type Totals = { cycle: string; readUnits: number; postUnits: number; notified: number };

const totalsRow = z.object({
  read_units: z.coerce.number(),
  post_units: z.coerce.number(),
  notified_percent: z.coerce.number(),
});
const balanceRow = z.object({ free: z.coerce.number(), prepaid: z.coerce.number() });

/**
 * THE check-and-record of usage: one statement that adds the units and cost to the app's cycle
 * only while every monthly cap and (pay-per-use) the credit still hold, taking the cost from the
 * free balance first, and adds the same to the day's row of the family. PostgreSQL re-checks an
 * UPDATE's condition on the row's newest version after waiting for its lock, so processes racing
 * near a cap record exactly as many as fit. `h` is the work's transaction when there is one, so
 * a refused charge rolls the work back and a recorded one commits with it.
 */
export async function charge(h: Db, input: ChargeInput): Promise<Totals> {
  const first = await tryCharge(h, input);
  if (first) return first;
  // No row yet (the app's first billable call), or a cap is reached: make the row, try again.
  const cycle = cycleOf(input.at);
  const free = TIER_RULES[input.tier].freeCreditMicros;
  await h.execute(sql`insert into usage_accounts (app_id, cycle, free_balance_micros)
    values (${input.appId}, ${cycle}, ${free}::bigint) on conflict (app_id) do nothing`);
  const second = await tryCharge(h, input);
  if (second) return second;
  throw await refusal(h, input);
}

function amounts(input: ChargeInput) {
  const price = PRICES[input.family];
  const cost = input.units * price.micros;
  const rule = TIER_RULES[input.tier];
  return {
    cost,
    // Only pay-per-use spends credit; the other tiers are subscriptions bounded by their caps.
    charged: input.tier === "pay-per-use" ? cost : 0,
    reads: price.kind === "read" ? input.units : 0,
    posts: price.kind === "post" ? input.units : 0,
    rule,
  };
}

/** The row's value in this cycle: a row of an earlier cycle counts from zero (free credit: full). */
const inCycle = (cycle: string, column: string, otherwise: SQL = sql`0`) =>
  sql`(case when cycle = ${cycle} then ${sql.identifier(column)} else ${otherwise} end)`;

async function tryCharge(h: Db, input: ChargeInput): Promise<Totals | null> {
  const { cost, charged, reads, posts, rule } = amounts(input);
  const cycle = cycleOf(input.at);
  const read = inCycle(cycle, "read_units");
  const post = inCycle(cycle, "post_units");
  const free = inCycle(cycle, "free_balance_micros", sql`${rule.freeCreditMicros}::bigint`);
  const result = await h.execute(sql`with acct as (
      update usage_accounts set
        cycle = ${cycle},
        read_units = ${read} + ${reads}::bigint,
        post_units = ${post} + ${posts}::bigint,
        cost_micros = ${inCycle(cycle, "cost_micros")} + ${cost}::bigint,
        free_balance_micros = greatest(${free} - ${charged}::bigint, 0),
        prepaid_balance_micros = prepaid_balance_micros - greatest(${charged}::bigint - ${free}, 0),
        notified_percent = ${inCycle(cycle, "notified_percent")}
      where app_id = ${input.appId}
        and ${read} + ${reads}::bigint <= ${rule.readCap}::bigint
        and ${post} + ${posts}::bigint <= ${rule.postCap}::bigint
        and ${free} + prepaid_balance_micros >= ${charged}::bigint
      returning read_units, post_units, notified_percent
    ), day as (
      insert into usage_daily (app_id, day, family, units, cost_micros)
      select ${input.appId}, ${dayOf(input.at)}, ${input.family}, ${input.units}::bigint, ${cost}::bigint
      from acct
      on conflict (app_id, day, family) do update set
        units = usage_daily.units + excluded.units,
        cost_micros = usage_daily.cost_micros + excluded.cost_micros
    )
    select read_units::text, post_units::text, notified_percent from acct`);
  const [row] = result.rows;
  if (!row) return null;
  const t = totalsRow.parse(row);
  return { cycle, readUnits: t.read_units, postUnits: t.post_units, notified: t.notified_percent };
}

/** Which bound refused the charge: the credit (the account's) or a monthly cap (the product's). */
async function refusal(h: Db, input: ChargeInput) {
  const { charged, rule } = amounts(input);
  const cycle = cycleOf(input.at);
  const free = inCycle(cycle, "free_balance_micros", sql`${rule.freeCreditMicros}::bigint`);
  const result = await h.execute(sql`select ${free}::text as free,
    prepaid_balance_micros::text as prepaid from usage_accounts where app_id = ${input.appId}`);
  const b = balanceRow.parse(result.rows[0] ?? { free: 0, prepaid: 0 });
  if (charged > 0 && b.free + b.prepaid < charged)
    return usageCapped(
      "Account",
      "Usage cap exceeded: the app's pay-per-use credit is spent. Add credit in the console (Apps › Usage).",
    );
  const kind = PRICES[input.family].kind;
  const cap = kind === "read" ? `${rule.readCap} reads` : `${rule.postCap} posts`;
  return usageCapped(
    "Product",
    `Usage cap exceeded: Monthly product cap (${cap} a month on the ${rule.label} tier).`,
  );
}
