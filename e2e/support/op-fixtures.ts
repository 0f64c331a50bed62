import { ACCOUNT_FIXTURES } from "./op-fixtures-account";
import { CREATIVE_FIXTURES } from "./op-fixtures-creatives";
import { RESOURCE_FIXTURES } from "./op-fixtures-resources";
import { POPULATION_FIXTURES } from "./op-fixtures-population";
import { ATTACH_FIXTURES } from "./op-fixtures-attach";
import { AUDIENCE_FIXTURES } from "./op-fixtures-audiences";
import { COPY_FIXTURES } from "./op-fixtures-copy";
import type { OpFixture } from "./op-fixtures-env";
import { opKey } from "./op-calls";
import type { Operation } from "../../lib/ads-kernel/operation";

export type { FixtureEnv, OpFixture } from "./op-fixtures-env";

/**
 * One valid call per registry operation, keyed "METHOD /path" (opKey): the declared operations' own
 * fixtures and those generated from the resources' fixtures. e2e/app/contract-ops-records.test.ts fails
 * when an operation of lib/ads/operations.ts has none, so a new operation adds its fixture here.
 */
export const OP_FIXTURES: Record<string, OpFixture> = {
  ...ACCOUNT_FIXTURES,
  ...CREATIVE_FIXTURES,
  ...RESOURCE_FIXTURES,
  ...POPULATION_FIXTURES,
  ...ATTACH_FIXTURES,
  ...AUDIENCE_FIXTURES,
  ...COPY_FIXTURES,
};

export function fixtureOf(op: Operation): OpFixture {
  const fx = OP_FIXTURES[opKey(op)];
  if (!fx) throw new Error(`${opKey(op)} has no fixture (e2e/support/op-fixtures.ts)`);
  return fx;
}
