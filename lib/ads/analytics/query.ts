import { rawRows } from "@/lib/db/client";
import { ENTITY_SOURCES, type FactEntity } from "./entities";
import { FACT_PLACEMENTS, type StatsPlacement } from "./placements";
import type { MetricName } from "./metric-groups";

/** What one read of the facts asks: whose, which metrics, where, when, and how finely. */
export type FactsQuestion = {
  accountId: string;
  entity: FactEntity;
  ids: string[];
  metrics: readonly MetricName[];
  placement: StatsPlacement;
  start: number;
  end: number;
  /** Sums per hour, or per day for segments (the caller places each in its interval), or over the range. */
  byTime: boolean;
  /**
   * Split by one segment type: read from the segment facts, kept per day in the account's time zone
   * (start and end are midnights there), each day placed at its midnight by `dayStart`.
   */
  segments?: { type: string; from: string; to: string; dayStart: (date: string) => number };
};

/** One summed row: the entity's id, the hour (or day) it is of (ms; the start when not per hour), its segment, the sums. */
export type FactSums = { id: string; at: number; segment: string | null; sums: number[] };

/**
 * The facts summed in the database, by entity (and hour, and segment): one indexed range read of the
 * entity's column and time (ads_metric_hours' indexes; the segment facts' primary key or campaign
 * index), whose answer is at most one row per entity, hour and segment whatever the creatives and
 * placements below them.
 */
export async function sumFacts(q: FactsQuestion): Promise<FactSums[]> {
  const { column, creativeType } = ENTITY_SOURCES[q.entity];
  const seg = q.segments;
  const sums = q.metrics.map((m) => `sum(${m})::text`);
  const params: unknown[] = [q.accountId, q.ids, FACT_PLACEMENTS[q.placement]];
  const where = [`account_id = $1`, `${column} = any($2)`, `placement = any($3)`];
  if (seg) {
    params.push(seg.from, seg.to, seg.type);
    where.push(`day >= $4::date`, `day < $5::date`, `segment_type = $6`);
  } else {
    params.push(new Date(q.start).toISOString(), new Date(q.end).toISOString());
    where.push(`hour >= $4`, `hour < $5`);
  }
  // Creative ids are unique across both kinds; the hourly facts' index starts with the kind's id.
  if (creativeType && !seg) {
    params.push(creativeType);
    where.push(`creative_type = $${params.length}`);
  }
  const at = !q.byTime
    ? "null"
    : seg
      ? "day::text"
      : "(extract(epoch from hour) * 1000)::bigint::text";
  const segment = seg ? "segment_value" : "null";
  const table = seg ? "ads_metric_segment_days" : "ads_metric_hours";
  const text = `select ${column}, ${at}, ${segment}${sums.map((s) => `, ${s}`).join("")}
    from ${table} where ${where.join(" and ")} group by 1, 2, 3`;
  const rows = await rawRows(text, params);
  return rows.map((r) => ({
    id: String(r[0]),
    at: r[1] === null ? q.start : seg ? seg.dayStart(r[1]) : Number(r[1]),
    segment: r[2],
    sums: r.slice(3).map(Number),
  }));
}
