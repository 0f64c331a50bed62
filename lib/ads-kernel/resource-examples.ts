import { EXAMPLE_ACCOUNT_ID, type OperationExample } from "./example";
import { pathReference } from "./references";
import type { BatchOp, ResourceDecl } from "./resource-decl";

/**
 * The worked calls of a resource's generated operations (resource-operations.ts), from its declared
 * example id and create and update examples: the path names the example account, the example parent
 * of a nested resource, the example record; a create or a batch item carries the create example.
 */
export function resourceExamples(decl: ResourceDecl) {
  const under = pathReference(decl);
  const base = {
    account_id: EXAMPLE_ACCOUNT_ID,
    ...(under ? { [under.param]: under.parent.exampleId } : {}),
  };
  const one = { ...base, [decl.idParam]: decl.exampleId };
  // A filter the list requires (targeting criteria's line_item_ids) names its parent's example.
  const idOf = (column: string) =>
    decl.references.find((r) => r.param === column)?.parent.exampleId ?? decl.exampleId;
  const required = (decl.list.required ?? []).map((p) => [p, idOf(decl.list.idFilters[p])]);
  const input = (json: boolean | undefined, value: Record<string, unknown>) =>
    json ? { body: value } : { params: value };
  const create = decl.create;
  const update = decl.update;
  const item: { operation_type: BatchOp; params: Record<string, unknown> } = {
    operation_type: "Create",
    params: create?.example ?? {},
  };
  return {
    list: { path: base, ...(required.length ? { params: Object.fromEntries(required) } : {}) },
    get: { path: one },
    create: create && {
      path: base,
      ...input(create.json, create.example),
      refused: create.refused,
    },
    update: update && { path: one, ...input(update.json, update.example) },
    remove: { path: one },
    batch: {
      path: { account_id: EXAMPLE_ACCOUNT_ID },
      body: [item],
    },
  } satisfies Record<string, OperationExample | undefined>;
}
