import path from "node:path";
import assert from "node:assert/strict";

/**
 * A delivery account's rows read straight from a stopped server's database (the PGlite directory,
 * which one process may hold at a time) or a running one's PostgreSQL, and the rules that hold
 * whatever happened to the processes: the clock stands after every fact; each hour the line items
 * served is there once; the funding instrument's charge and the totals are the facts' billed charge.
 */
type Row = Record<string, unknown>;
export type Query = (text: string, params: unknown[]) => Promise<Row[]>;

export async function withDatabase<T>(
  where: { databaseUrl?: string; dataDir: string },
  use: (q: Query) => Promise<T>,
): Promise<T> {
  if (where.databaseUrl) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: where.databaseUrl });
    await client.connect();
    try {
      return await use(async (text, params) => (await client.query(text, params)).rows);
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const db = new PGlite(path.join(where.dataDir, "pglite"));
  try {
    return await use(async (text, params) => (await db.query<Row>(text, params)).rows);
  } finally {
    await db.close();
  }
}

/** The account's clock (ms) after checking its rows agree; `everyHourFrom`: hours every line item served. */
export async function checkDelivery(q: Query, account: string, everyHourFrom: number) {
  const [clock] = await q(
    "select extract(epoch from next_hour) * 1000 as ms from ads_delivery_clocks where account_id = $1",
    [account],
  );
  const next = Number(clock.ms);
  const facts = await q(
    `select line_item_id, extract(epoch from hour) * 1000 as ms, billed_charge_local_micro::float8 as charge
     from ads_metric_hours where account_id = $1`,
    [account],
  );
  const hours = new Map<string, Set<number>>();
  for (const f of facts) {
    const ms = Number(f.ms);
    assert.ok(ms < next, "no fact at or after the clock");
    const seen = hours.get(String(f.line_item_id)) ?? new Set<number>();
    assert.ok(!seen.has(ms), "one fact per line item and hour");
    hours.set(String(f.line_item_id), seen.add(ms));
  }
  for (const [li, seen] of hours)
    for (let h = everyHourFrom; h < next; h += 3_600_000)
      assert.ok(seen.has(h), `line item ${li} has hour ${new Date(h).toISOString()}`);
  const billed = facts.reduce((s, f) => s + Number(f.charge), 0);
  const [fi] = await q(
    "select sum(spent_local_micro)::float8 as spent from ads_funding_instruments where account_id = $1",
    [account],
  );
  assert.equal(Number(fi.spent), billed, "the credit charged is the facts' billed charge");
  const totals = await q(
    "select entity_id, spent_local_micro::float8 as spent from ads_delivery_totals where account_id = $1 and entity_type = 'LINE_ITEM'",
    [account],
  );
  for (const t of totals) {
    const own = facts.filter((f) => f.line_item_id === t.entity_id);
    assert.equal(
      Number(t.spent),
      own.reduce((s, f) => s + Number(f.charge), 0),
      "totals agree",
    );
  }
  return { next, facts: facts.length, hours: hours.size ? [...hours.values()][0].size : 0 };
}
