import type { Db, Tx } from "@/lib/db/client";
import { audienceRange, countOf } from "./combine";
import { resolveCriteria, type Criterion } from "./criteria";
import { population, valueSets } from "./population";

/**
 * The audience estimate: the people of the population matching the criteria (OR within a group,
 * AND across groups, NE removed), answered as a range around the exact count.
 */
export async function estimateAudience(
  db: Db | Tx,
  accountId: string,
  criteria: readonly Criterion[],
): Promise<{ count: number; range: { min: number; max: number } }> {
  const pop = await population();
  const resolved = await resolveCriteria(db, accountId, pop, valueSets(), criteria);
  const count = countOf(pop.size, resolved);
  return { count, range: audienceRange(count) };
}
