import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "@/lib/db/client";
import { rawOn } from "@/lib/db/raw-on";
import { cycleOf, dayOf } from "./cycle";
import { PRICES, type Family } from "./prices";
import { TIER_RULES, type Tier } from "./tiers";
import { usageCapped } from "./capped";

export type ChargeInput = { appId: string; tier: Tier; family: Family; units: number; at: Date };
export type Totals = { cycle: string; readUnits: number; postUnits: number; notified: number };
/** Units of several families for one app at one instant: the read meter's batch (read-batch.ts). */
export type ChargeBatch = {
  appId: string;
  tier: Tier;
  at: Date;
  lines: { family: Family; units: number }[];
};

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
  const batch = { ...input, lines: [{ family: input.family, units: input.units }] };
  const first = await chargeAll(h, batch);
  if (first) return first;
  // No row yet (the app's first billable call), or a cap is reached: make the row, try again.
  const cycle = cycleOf(input.at);
  const free = TIER_RULES[input.tier].freeCreditMicros;
  await h.execute(sql`insert into usage_accounts (app_id, cycle, free_balance_micros)
    values (${input.appId}, ${cycle}, ${free}::bigint) on conflict (app_id) do nothing`);
  const second = await chargeAll(h, batch);
  if (second) return second;
  throw await refusal(h, input);
}

function amounts(batch: ChargeBatch) {
  const rule = TIER_RULES[batch.tier];
  const byFamily = new Map<Family, number>();
  for (const l of batch.lines) byFamily.set(l.family, (byFamily.get(l.family) ?? 0) + l.units);
  const lines = [...byFamily].map(([family, units]) => ({
    family,
    units,
    cost: units * PRICES[family].micros,
  }));
  const sum = (kind: "read" | "post" | null) =>
    lines.reduce((n, l) => n + (!kind || PRICES[l.family].kind === kind ? l.units : 0), 0);
  const cost = lines.reduce((n, l) => n + l.cost, 0);
  // Only pay-per-use spends credit; the other tiers are subscriptions bounded by their caps.
  const charged = batch.tier === "pay-per-use" ? cost : 0;
  return { lines, cost, charged, reads: sum("read"), posts: sum("post"), rule };
}

/** The row's value in this cycle: a row of an earlier cycle counts from zero (free credit: full). */
const inCycle = (cycle: string, column: string, otherwise: SQL = sql`0`) =>
  sql`(case when cycle = ${cycle} then ${sql.identifier(column)} else ${otherwise} end)`;

/**
 * The check-and-record statement, fixed text: $1 cycle, $2 reads, $3 posts, $4 cost, $5 charged,
 * $6 free credit of a new cycle, $7 read cap, $8 post cap, $9 app, $10 day, $11 the lines (JSON).
 */
const CHARGE = `with v as (
    select $1::text as cycle, $2::bigint as reads, $3::bigint as posts, $4::bigint as cost,
      $5::bigint as charged, $6::bigint as free0, $7::bigint as read_cap, $8::bigint as post_cap
  ), acct as (
    update usage_accounts u set
      cycle = v.cycle,
      read_units = (case when u.cycle = v.cycle then u.read_units else 0 end) + v.reads,
      post_units = (case when u.cycle = v.cycle then u.post_units else 0 end) + v.posts,
      cost_micros = (case when u.cycle = v.cycle then u.cost_micros else 0 end) + v.cost,
      free_balance_micros = greatest(
        (case when u.cycle = v.cycle then u.free_balance_micros else v.free0 end) - v.charged, 0),
      prepaid_balance_micros = u.prepaid_balance_micros - greatest(
        v.charged - (case when u.cycle = v.cycle then u.free_balance_micros else v.free0 end), 0),
      notified_percent = (case when u.cycle = v.cycle then u.notified_percent else 0 end)
    from v
    where u.app_id = $9
      and (case when u.cycle = v.cycle then u.read_units else 0 end) + v.reads <= v.read_cap
      and (case when u.cycle = v.cycle then u.post_units else 0 end) + v.posts <= v.post_cap
      and (case when u.cycle = v.cycle then u.free_balance_micros else v.free0 end)
        + u.prepaid_balance_micros >= v.charged
    returning u.read_units, u.post_units, u.notified_percent
  ), day as (
    insert into usage_daily (app_id, day, family, units, cost_micros)
    select $9, $10::date, l.family, l.units, l.cost
    from json_to_recordset($11::json) as l(family text, units bigint, cost bigint), acct
    on conflict (app_id, day, family) do update set
      units = usage_daily.units + excluded.units,
      cost_micros = usage_daily.cost_micros + excluded.cost_micros
  )
  select read_units::text, post_units::text, notified_percent::text from acct`;

/**
 * Every line of the batch or none: null when the app has no row yet or a bound would be crossed.
 * One flat statement of fixed text (rawOn): it runs on every metered call.
 */
export async function chargeAll(h: Db, batch: ChargeBatch): Promise<Totals | null> {
  const { lines, cost, charged, reads, posts, rule } = amounts(batch);
  const cycle = cycleOf(batch.at);
  const [row] = await rawOn(h)(CHARGE, [
    cycle,
    reads,
    posts,
    cost,
    charged,
    rule.freeCreditMicros,
    rule.readCap,
    rule.postCap,
    batch.appId,
    dayOf(batch.at),
    JSON.stringify(lines),
  ]);
  if (!row) return null;
  return { cycle, readUnits: Number(row[0]), postUnits: Number(row[1]), notified: Number(row[2]) };
}

/** Which bound refused the charge: the credit (the account's) or a monthly cap (the product's). */
async function refusal(h: Db, input: ChargeInput) {
  const { charged, rule } = amounts({ ...input, lines: [input] });
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
