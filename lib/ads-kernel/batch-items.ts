import { AdsError, type AdsErrorItem } from "./errors";
import type { BatchOp, ResourceDecl } from "./resource-decl";
import { tooDeep } from "./batch-answer";

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
  if (!item || typeof item !== "object" || Array.isArray(item))
    return refuse(`${index}`, "Each item must be an object {operation_type, params}.");
  // An object (checked above) whose two fields are read as unknown.
  const { operation_type: op, params } = item as { operation_type?: unknown; params?: unknown };
  const declaredOp = declared.find((d) => d === op);
  if (!declaredOp)
    return refuse(
      "operation_type",
      `A ${decl.name} batch takes operation_type ${declared.join(", ")}; got ${JSON.stringify(op ?? null)}.`,
    );
  if (!params || typeof params !== "object" || Array.isArray(params))
    return refuse("params", "params must be an object of the resource's parameters.");
  // A plain object (checked above): its keys are the parameters.
  const p = params as Record<string, unknown>;
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
