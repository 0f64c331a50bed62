import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Tx } from "@/lib/db/client";
import { AdsError, type AdsErrorItem } from "./errors";
import { createRecord, deleteRecord, updateRecord, type ResourceDecl } from "./resource";
import { issuesToItems, parseParams } from "./validate";
import type { AdsCtx } from "./context";
import { injectedFault } from "./faults";
import { batchAnswer, tooDeep } from "./batch-answer";
import { scopedTransaction } from "./write-scope";
import { defineOperation, type Operation } from "./operation";

type BatchOp = "Create" | "Update" | "Delete";
class BatchFailed extends Error {
  constructor(readonly operationErrors: AdsErrorItem[][]) {
    super("batch failed");
  }
}

/**
 * POST batch/accounts/:account_id/<name>: a JSON array of {operation_type, params}; all items in one
 * transaction, results in request order, request-level errors under `errors`, item errors under
 * `operation_errors` by index. An item's refusal (AdsError, ZodError) comes from validation and the
 * declarations' prepare/check hooks, which run before the kernel writes anything for that item, so a
 * refused item has written nothing and the next items are checked as if it had not been sent; no
 * savepoint per item is needed (they were two of every item's statements). Any refusal rolls the
 * whole batch back; any other error (the database's) aborts it with nothing changed. Each item's
 * shape (an operation the declaration has, params, the id) is checked first, so an undeclared
 * operation is that item's error, never a call into a missing hook.
 */
export function batchOperation(decl: ResourceDecl, max: number): Operation {
  const declared: [BatchOp, ...BatchOp[]] = ["Delete"];
  if (decl.update) declared.unshift("Update");
  if (decl.create) declared.unshift("Create");
  return defineOperation({
    family: decl.name,
    method: "post",
    path: `/batch/accounts/:account_id/${decl.name}`,
    summary: `Batch ${declared.join("/")} of ${decl.name} (max ${max} items, all or nothing)`,
    action: decl.actions.write,
    bodyShape: z
      .array(
        z.object({
          operation_type: z.enum(declared),
          params: z.record(z.string(), z.unknown()),
        }),
      )
      .max(max),
    response: "records",
    record: decl.record,
    handler: async ({ ctx, body }) => {
      if (!Array.isArray(body))
        throw AdsError.invalid(
          "body",
          "The body must be a JSON array of {operation_type, params} objects.",
        );
      if (body.length === 0) throw AdsError.invalid("body", "The batch is empty.");
      if (body.length > max)
        throw AdsError.invalid(
          "body",
          `A ${decl.name} batch holds at most ${max} items; got ${body.length}. Split it into batches of at most ${max}.`,
        );
      // Item shapes first (the operation the resource declares, params, the id); the other items still
      // run, in a transaction rolled back, so that one answer reports every item's errors.
      const items = body.map((item, i) => itemShape(decl, declared, item, i));
      if (items.every((it) => "errors" in it))
        throw batchFailed(items.map((it) => ("errors" in it ? it.errors : [])));
      try {
        const answer = await scopedTransaction(async (tx) => {
          const errors: AdsErrorItem[][] = body.map(() => []);
          const results: unknown[] = [];
          for (const [i, item] of items.entries()) {
            try {
              if ("errors" in item) errors[i] = item.errors;
              else results.push(await runItem(tx, decl, ctx, item, i));
            } catch (err) {
              if (err instanceof AdsError) errors[i] = err.items;
              else if (err instanceof z.ZodError) errors[i] = issuesToItems(err, {});
              else throw err;
            }
          }
          if (errors.some((e) => e.length)) throw new BatchFailed(errors);
          return batchAnswer(decl.name, body, results);
        });
        return answer;
      } catch (err) {
        if (err instanceof BatchFailed) throw batchFailed(err.operationErrors);
        throw err;
      }
    },
  });
}

function batchFailed(operationErrors: AdsErrorItem[][]): AdsError {
  const failed = new AdsError([
    {
      code: "INVALID_PARAMETER",
      message:
        "One or more operations failed; nothing was changed. See operation_errors (aligned with the request).",
    },
  ]);
  failed.operationErrors = operationErrors;
  return failed;
}

type Item = { op: BatchOp; params: Record<string, unknown>; id?: string };

/** One item's shape against what the resource declares: the operation it may take, params, the id. */
function itemShape(
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

async function runItem(tx: Tx, decl: ResourceDecl, ctx: AdsCtx, item: Item, index: number) {
  if (injectedFault("batch", decl.name, index)) await tx.execute(sql`select 1/0`);
  const { op, params, id = "" } = item;
  // itemShape let through only the operations the declaration has.
  if (op === "Create" && decl.create)
    return createRecord(decl, ctx, parseParams(decl.create.schema, params), tx);
  if (op === "Update" && decl.update)
    return updateRecord(decl, ctx, id, parseParams(decl.update.schema, params), tx);
  return deleteRecord(decl, ctx, id, tx);
}
