/**
 * What the population is drawn over: the value lists of the targeting types a person has exactly one
 * (or a few) of, as indexes. The concrete universe comes from the targeting values
 * (universe-values.ts); unit tests give a small one. Weights are relative, any scale.
 */
export type Weighted = { value: string; weight: number };

export type Universe = {
  /** ISO 3166-1 alpha-2 codes with their weights (users). */
  countries: readonly Weighted[];
  /** ISO 3166-2 regions per country code. */
  regions: ReadonlyMap<string, readonly Weighted[]>;
  /** Language codes (ISO 639-1) a person's country gives them, with shares, per country code. */
  languages: ReadonlyMap<string, readonly Weighted[]>;
  platforms: readonly Weighted[];
  /** Per platform value. */
  platformVersions: ReadonlyMap<string, readonly Weighted[]>;
  devices: ReadonlyMap<string, readonly Weighted[]>;
  /** Mobile network operators per country code (people on mobile platforms only). */
  operators: ReadonlyMap<string, readonly Weighted[]>;
  /** Platform values whose people have no network operator (desktop). */
  desktopPlatforms: ReadonlySet<string>;
};

/** The distinct values of a per-key map, in first-seen order, each with its global index. */
export function indexValues(lists: Iterable<readonly Weighted[]>): Map<string, number> {
  const index = new Map<string, number>();
  for (const list of lists)
    for (const w of list) if (!index.has(w.value)) index.set(w.value, index.size);
  return index;
}
