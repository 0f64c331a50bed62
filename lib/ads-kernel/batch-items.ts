import { AdsError, type AdsErrorItem } from "./errors";
import type { BatchOp, ResourceDecl } from "./resource-decl";
import { tooDeep } from "./batch-answer";
import { isPlainObject } from "./plain-object";

/** A batch item as checked before its transaction: an operation the resource has, its params and id. */
/** The batch's operation types: those it declares (targeting: Create and Delete), among those that exist. */
export function batchOps(decl: ResourceDecl): [BatchOp, ...BatchOp[]] {
  const exists = { Create: !!decl.create, Update: !!decl.update, Delete: !!decl.remove };
  const ops = (decl.batch?.ops ?? (["Create", "Update", "Delete"] as const)).filter(
    (op) => exists[op],
  );
  if (!ops.length) throw new Error(`${decl.name}: a batch needs an operation the resource has`);
  return [ops[0], ...ops.slice(1)];
}

export type Item = { op: BatchOp; params: Record<string, unknown>; id?: string };

/** One item's shape against what the resource declares: the operation it may take, params, the id. */
export function itemShape(
  decl: ResourceDecl,
  declared: BatchOp[],
  item: unknown,
  index: number,
): Item | { errors: AdsErrorItem[] } {
  const refuse = (parameter: string, message: string) => ({
    errors: AdsError.invalid(parameter, message).items,
  });
  if (!isPlainObject(item))
    return refuse(`${index}`, "Each item must be an object {operation_type, params}.");
  const { operation_type: op, params: p } = item;
  const declaredOp = declared.find((d) => d === op);
  if (!declaredOp)
    return refuse(
      "operation_type",
      `A ${decl.name} batch takes operation_type ${declared.join(", ")}; got ${JSON.stringify(op ?? null)}.`,
    );
  if (!isPlainObject(p))
    return refuse("params", "params must be an object of the resource's parameters.");
  const deep = tooDeep(decl.name, p);
  if (deep.length) return { errors: deep };
  if (declaredOp === "Create") return { op: declaredOp, params: p };
  const id = p[decl.idParam];
  if (typeof id !== "string" && typeof id !== "number")
    return {
      errors: AdsError.missing(decl.idParam, `${decl.idParam} is required for ${op}.`).items,
    };
  const { [decl.idParam]: _omit, ...rest } = p;
  return { op: declaredOp, params: rest, id: String(id) };
}
