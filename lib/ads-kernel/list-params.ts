import { z } from "zod";
import { EXCLUSIVE_TOTAL_COUNT, listSchema, qParam } from "./list";
import { idList } from "./fields";
import type { ResourceDecl } from "./resource-decl";

/** The list parameters of a declared resource: SL, its id filters, q and its own extras. */
export function listParamsSchema(decl: ResourceDecl) {
  const shape: Record<string, z.ZodType> = {
    ...listSchema({
      countDefault: decl.list.countDefault ?? 200,
      countMax: decl.list.countMax ?? 1000,
    }).shape,
  };
  for (const f of Object.keys(decl.list.idFilters))
    shape[f] = decl.list.required?.includes(f) ? idList() : idList().optional();
  if (decl.list.q) shape.q = qParam;
  Object.assign(shape, decl.list.extra?.shape ?? {}, decl.view?.shape ?? {});
  return z.object(shape).refine((p) => !(p.with_total_count && p.cursor), EXCLUSIVE_TOTAL_COUNT);
}
