import { z } from "zod";

/**
 * The latest result of each target on each engine, kept in docs/benchmark-results.json (the data) and
 * shown by docs/benchmark-results.md (generated from it). A run replaces the entries of the targets it
 * measured on its engine and keeps every other one, so a run of a few targets leaves the file whole.
 */

/** Where and on what a result was measured: a number means little without them. */
const measuredOnSchema = z.object({
  date: z.string(),
  /** `git rev-parse --short HEAD`, "+dirty" when tracked files differed from it. */
  commit: z.string(),
  node: z.string(),
  cores: z.number(),
  memoryGb: z.number(),
});

const resultSchema = z.object({
  target: z.string(),
  engine: z.string(),
  title: z.string(),
  /** Connections and duration or request count; absent for targets that are not a load run. */
  load: z.string().optional(),
  /** The product beside its baseline (or its other rows) of the same run, as the report prints them. */
  table: z.object({
    header: z.array(z.string()),
    rows: z.array(z.array(z.union([z.string(), z.number()]))),
  }),
  goals: z.array(
    z.object({
      what: z.string(),
      value: z.number(),
      limit: z.number(),
      unit: z.string(),
      op: z.enum(["<", "<=", ">="]),
      met: z.boolean(),
    }),
  ),
  notes: z.array(z.string()),
  /** The engine the goals judge (bench/scenario.ts `heldTo`); absent: every engine. */
  heldTo: z.string().optional(),
  /** False when a server answered errors (non-2xx): the numbers are not comparable. */
  valid: z.boolean(),
  measuredOn: measuredOnSchema,
});

export const resultsFileSchema = z.object({
  generatedBy: z.string(),
  results: z.array(resultSchema),
});

export type MeasuredOn = z.infer<typeof measuredOnSchema>;
export type BenchResult = z.infer<typeof resultSchema>;
/** A result as a report hands it over; the bench adds where it was measured. */
export type RecordedResult = Omit<BenchResult, "measuredOn">;

/** Engines in the order the file shows them: the default one first. */
export const ENGINES = ["PGlite", "PostgreSQL"] as const;

const rank = (list: readonly string[], value: string) => {
  const i = list.indexOf(value);
  return i < 0 ? list.length : i;
};

/** ENGINES' order; an engine it does not name comes after, by name. */
export const compareEngines = (a: string, b: string) =>
  rank(ENGINES, a) - rank(ENGINES, b) || a.localeCompare(b);

/**
 * `kept` with `fresh` in place of the entries of the same target and engine; targets not in
 * `targets` (the bench's, in its order) are dropped, since the bench no longer measures them. Sorted
 * by engine, then in the bench's order, whatever order the entries came in.
 */
export function mergeResults(
  kept: readonly BenchResult[],
  fresh: readonly BenchResult[],
  targets: readonly string[],
): BenchResult[] {
  const key = (r: BenchResult) => JSON.stringify([r.engine, r.target]);
  const byKey = new Map(kept.map((r) => [key(r), r]));
  for (const r of fresh) byKey.set(key(r), r);
  return [...byKey.values()]
    .filter((r) => targets.includes(r.target))
    .sort(
      (a, b) =>
        compareEngines(a.engine, b.engine) || rank(targets, a.target) - rank(targets, b.target),
    );
}
