import { FIXTURES } from "./ads-fixtures";
import { make } from "./contract";
import type { Flat } from "./op-calls";
import type { OpFixture } from "./op-fixtures-env";
import { RESOURCES } from "../../lib/ads/resources";
import { resourceOperations } from "../../lib/ads-kernel/resource-operations";
import type { ResourceDecl } from "../../lib/ads-kernel/resource-decl";

/**
 * Fixtures of the operations a declaration generates, generated in turn from its fixture in
 * ads-fixtures.ts (create and update parameters): a list or a GET by id after making one record, a
 * create with the fixture's parameters (the JSON body where the declaration takes one), an update or a
 * delete of a record made for it, a batch of one Create. A nested resource (a parent in the path) has
 * no generated fixture: the operation suites then fail until one is written.
 */
type Kind = "list" | "get" | "create" | "update" | "delete" | "batch";

function kindOf(decl: ResourceDecl, method: string, path: string): Kind | null {
  const base = `/accounts/:account_id/${decl.name}`;
  const one = `${base}/:${decl.idParam}`;
  if (path === `/batch${base}` && method === "post") return "batch";
  if (path === base) return method === "get" ? "list" : method === "post" ? "create" : null;
  if (path !== one) return null;
  return method === "get" ? "get" : method === "put" ? "update" : "delete";
}

function fixtureOf(decl: ResourceDecl, kind: Kind): OpFixture {
  const fx = FIXTURES[decl.name];
  if (!fx) throw new Error(`${decl.name}: no fixture in e2e/support/ads-fixtures.ts`);
  const json = (p: object) => (decl.create?.json ? { body: p } : { params: p as Flat });
  const made = async (env: Parameters<OpFixture>[0]) => ({
    [decl.idParam]: String((await make(env.ads, decl, env.account)).id),
  });
  switch (kind) {
    case "list":
      // Two records, so that paging has a next page; filters a list requires (targeting criteria's
      // line_item_ids) name both records' parents.
      return async (env) => {
        const recs = [
          await make(env.ads, decl, env.account),
          await make(env.ads, decl, env.account),
        ];
        const required = (decl.list.required ?? []).map((p) => {
          const column = decl.list.idFilters[p];
          return [p, recs.map((r) => String(r[column])).join(",")];
        });
        return { params: Object.fromEntries(required) };
      };
    case "get":
    case "delete":
      return async (env) => ({ ids: await made(env) });
    case "create":
      return async (env) => json(await fx.create(env.ads, env.account));
    case "update":
      return async (env) => ({
        ids: await made(env),
        ...(decl.update?.json ? { body: fx.update } : { params: fx.update as Flat }),
      });
    case "batch":
      return async (env) => ({
        body: [{ operation_type: "Create", params: await fx.create(env.ads, env.account) }],
      });
  }
}

export const RESOURCE_FIXTURES: Record<string, OpFixture> = Object.fromEntries(
  RESOURCES.flatMap((decl) =>
    resourceOperations(decl).flatMap((op) => {
      const kind = kindOf(decl, op.method, op.path);
      return kind ? [[`${op.method.toUpperCase()} ${op.path}`, fixtureOf(decl, kind)]] : [];
    }),
  ),
);
