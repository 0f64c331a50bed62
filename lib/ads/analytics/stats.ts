import { ACCOUNT_LEVEL_METRICS, METRIC_GROUPS, type MetricName } from "./metric-groups";
import { factEntity, type FactEntity } from "./entities";
import { statsWindow, type StatsWindow } from "./window";
import { localDate, midnightOf } from "./zone";
import { sumFacts, type FactSums, type FactsQuestion } from "./query";
import { AdsError } from "../../ads-kernel/errors";
import type { StatsParams, StatsRecord } from "./schema";

/** At most this many days in one synchronous call (FACTS); jobs allow more (job-schema.ts). */
export const SYNC_MAX_DAYS = 7;

/** The account a question is about: its id and time zone (days are the account's days). */
export type StatsAccount = { id: string; timezone: string };

export type StatsAnswer = { time_series_length: number; data: StatsRecord[] };

/**
 * The metrics an entity answers for the groups asked: an account and a funding instrument answer
 * only the account-level engagement metrics, so asking them for another group is refused naming
 * metric_groups instead of answering nothing.
 */
export function metricsOf(entity: FactEntity, groups: StatsParams["metric_groups"]): MetricName[] {
  const all: MetricName[] = groups.flatMap((g) => [...METRIC_GROUPS[g]]);
  if (entity !== "ACCOUNT" && entity !== "FUNDING_INSTRUMENT") return all;
  const other = groups.filter((g) => g !== "ENGAGEMENT");
  if (other.length)
    throw AdsError.invalid(
      "metric_groups",
      `${entity} answers the ENGAGEMENT group only (account-level metrics: ${ACCOUNT_LEVEL_METRICS.join(", ")}); got ${other.join(", ")}. Ask CAMPAIGN or LINE_ITEM for ${other.join(", ")}.`,
    );
  return [...ACCOUNT_LEVEL_METRICS];
}

const zeros = (n: number): number[] => new Array<number>(n).fill(0);

/** The interval of each instant: a search of the bounds (the account's days differ in length), or the one. */
function intervalOf(w: StatsWindow): (at: number) => number {
  const n = w.bounds.length - 1;
  if (n === 1) return () => 0;
  return (at) => {
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (w.bounds[mid] <= at) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
}

/**
 * One record per asked id (in the order asked), each with one id_data entry per segment seen (or one
 * with segment null): every metric a series of time_series_length values, or null when it is zero
 * throughout (no activity), as the reference answers it.
 */
export function toRecords(
  ids: string[],
  metrics: readonly MetricName[],
  w: StatsWindow,
  rows: FactSums[],
  /** Segmented: a segment value's name (its id_data entries name their segment). */
  nameOf?: (value: string) => string,
): StatsRecord[] {
  const length = w.bounds.length - 1;
  const interval = intervalOf(w);
  const byId = new Map<string, Map<string | null, number[][]>>(ids.map((id) => [id, new Map()]));
  for (const row of rows) {
    const segments = byId.get(row.id);
    if (!segments) continue;
    let series = segments.get(row.segment);
    if (!series) segments.set(row.segment, (series = metrics.map(() => zeros(length))));
    const k = interval(row.at);
    row.sums.forEach((v, m) => (series[m][k] += v));
  }
  return ids.map((id) => {
    const segments = byId.get(id) ?? new Map<string | null, number[][]>();
    // No fact at all: one entry, every metric null (segmented too: no segment had activity).
    if (segments.size === 0) segments.set(null, []);
    return {
      id,
      id_data: [...segments].map(([value, series]) => ({
        segment:
          nameOf && value !== null ? { segment_name: nameOf(value), segment_value: value } : null,
        metrics: Object.fromEntries(
          metrics.map((m, i) => [m, series[i]?.some((v) => v !== 0) ? series[i] : null]),
        ),
      })),
    };
  });
}

/** A question checked (entity, metric groups, time window; no database yet) and ready to read. */
export type CheckedQuestion = { w: StatsWindow; q: FactsQuestion };

/** How a question's times become its window, refusing what the call does not allow. */
export type WindowRule<P extends StatsParams> = (p: P, timeZone: string) => StatsWindow;

/** The synchronous call's: at most SYNC_MAX_DAYS (a job's is job-window.ts). */
export const syncWindow: WindowRule<StatsParams> = (p, timeZone) =>
  statsWindow(
    p,
    timeZone,
    SYNC_MAX_DAYS,
    " in a synchronous call (an asynchronous job, POST stats/jobs/accounts/:account_id, takes up to 90)",
  );

/**
 * The one way a stats question is built, for the synchronous call and the jobs alike: the entity,
 * the metrics of its groups, the window by the call's `rule` (refusals in that order), and with a
 * `segmentation` (jobs) the segment facts of the account's days from the window's first midnight
 * to its last.
 */
export function checkQuestion<P extends StatsParams>(
  account: StatsAccount,
  p: P,
  rule: WindowRule<P> = syncWindow,
  segmentation?: string,
): CheckedQuestion {
  const entity = factEntity(p.entity);
  const metrics = metricsOf(entity, p.metric_groups);
  const tz = account.timezone;
  const w = rule(p, tz);
  const q: FactsQuestion = {
    accountId: account.id,
    entity,
    ids: p.entity_ids,
    metrics,
    placement: p.placement,
    start: w.start,
    end: w.end,
    byTime: p.granularity !== "TOTAL",
  };
  if (segmentation)
    q.segments = {
      type: segmentation,
      from: localDate(w.start, tz),
      to: localDate(w.end, tz),
      dayStart: (date) => midnightOf(date, tz),
    };
  return { w, q };
}

/**
 * The answer of a checked question whose ids are the account's; a segmented one names each entry's
 * segment by `nameOf`.
 */
export async function answerOf(
  { w, q }: CheckedQuestion,
  nameOf?: (value: string) => string,
): Promise<StatsAnswer> {
  const rows = q.metrics.length ? await sumFacts(q) : [];
  return {
    time_series_length: w.bounds.length - 1,
    data: toRecords(q.ids, q.metrics, w, rows, nameOf),
  };
}
