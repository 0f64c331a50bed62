import { config } from "@/lib/config/env";
import { buildPopulation, type Population } from "./model";
import { populationUniverse } from "./universe-values";
import { SetCache } from "./sets";
import { SEED } from "./seed";

/**
 * The population of this process: POPULATION_SIZE people, built on first use (about a second for a
 * million, see the docs) and kept for the process's life. SEED is part of the model: every process,
 * engine and restart derives the same people from it, so nothing is stored.
 */
export { SEED };
/** Value sets kept per process: 128 x 125 KB = 16 MB at a million people. */
export const SET_CACHE_SIZE = 128;

let current: { size: number; population: Promise<Population>; sets: SetCache } | undefined;

function state() {
  const size = config().populationSize;
  if (!current || current.size !== size) {
    const population = buildPopulation(populationUniverse(), size, SEED);
    // A failed build is not kept: the next call tries again.
    population.catch(() => (current = undefined));
    current = { size, population, sets: new SetCache(SET_CACHE_SIZE) };
  }
  return current;
}

export const population = (): Promise<Population> => state().population;
export const valueSets = (): SetCache => state().sets;
