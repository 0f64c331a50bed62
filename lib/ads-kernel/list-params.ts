import { z } from "zod";
import { EXCLUSIVE_TOTAL_COUNT, listSchema, qParam } from "./list";
import { idList } from "./fields";
import type { ResourceDecl } from "./resource-decl";

/** The list parameters of a declared resource: SL, its id filters, q and its own extras. */
export function listParamsSchema(decl: ResourceDecl) {
  const sl = listSchema({
    countDefault: decl.list.countDefault ?? 200,
    countMax: decl.list.countMax ?? 1000,
  });
  const own: Record<string, z.ZodType> = {};
  for (const f of Object.keys(decl.list.idFilters))
    own[f] = decl.list.required?.includes(f) ? idList() : idList().optional();
  if (decl.list.q) own.q = qParam;
  Object.assign(own, decl.list.extra?.shape ?? {}, decl.view?.shape ?? {});
  // The standard parameters first, as documented; a resource's own (typed as unknown values where
  // read) come after them. None replaces a standard one, so the output is ListParams and more.
  return z
    .object({ ...sl.shape, ...own })
    .refine((p) => !(p.with_total_count && p.cursor), EXCLUSIVE_TOTAL_COUNT);
}
