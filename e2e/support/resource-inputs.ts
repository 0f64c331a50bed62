import { z } from "zod";
import { OPERATIONS } from "../../lib/ads/operations";
import { GENERATED_FROM } from "../../lib/ads-kernel/resource-operations";
import type { ResourceDecl } from "../../lib/ads-kernel/resource";
import type { Operation } from "../../lib/ads-kernel/operation";
import { fixtureOf, type FixtureEnv } from "./live-calls";

/**
 * What the resource contract suites (e2e/app/ads-contract-*.test.ts) send, all read from the
 * declaration: its create example made live (live-calls.ts: fresh parents, unique names), its update
 * example, the values its create refuses, and the parameter it cannot do without.
 */
type Params = Record<string, unknown>;

function createOf(decl: ResourceDecl): Operation {
  const op = OPERATIONS.find(
    (o) => GENERATED_FROM.get(o) === decl && o.method === "post" && !o.path.startsWith("/batch/"),
  );
  if (!op) throw new Error(`${decl.name} declares no create`);
  return op;
}

/** Parameters (or a JSON body) of a create that succeeds on env.account, with records of its own. */
export async function createParams(env: FixtureEnv, decl: ResourceDecl): Promise<Params> {
  const call = await fixtureOf(createOf(decl))(env);
  const input = decl.create?.json ? call.body : call.params;
  return input && typeof input === "object" ? { ...input } : {};
}

export const updateParams = (decl: ResourceDecl): Params | undefined => decl.update?.example;

export const refusedValues = (decl: ResourceDecl) => decl.create?.refused ?? [];

/**
 * A parameter the create requires: the first that names no parent (leaving out a parent is the
 * kernel's one rule for all; leaving out the resource's own field is the declaration's), else the first.
 */
export function requiredParam(decl: ResourceDecl): string {
  const op = createOf(decl);
  const js = z.toJSONSchema(op.body ?? op.params, { io: "input", unrepresentable: "any" });
  const required = js.required ?? [];
  const parents = new Set(decl.references.map((r) => r.param));
  const own = required.find((p) => !parents.has(p)) ?? required[0];
  if (!own) throw new Error(`${decl.name}: its create requires nothing`);
  return own;
}
