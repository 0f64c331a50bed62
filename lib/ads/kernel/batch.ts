import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Tx } from "@/lib/db/client";
import { AdsError, type AdsErrorItem } from "./errors";
import { createRecord, deleteRecord, updateRecord, type ResourceDecl } from "./resource";
import { issuesToItems, parseParams } from "./validate";
import type { AdsCtx } from "./context";
import { injectedFault } from "./faults";
import { scopedTransaction } from "./write-scope";
import { defineOperation, type Operation } from "./operation";

const OPS = ["Create", "Update", "Delete"] as const;
type BatchOp = (typeof OPS)[number];
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
 * whole batch back; any other error (the database's) aborts it with nothing changed.
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
        throw AdsError.limit(
          `A ${decl.name} batch holds at most ${max} items; got ${body.length}.`,
          "body",
        );
      try {
        const data = await scopedTransaction(async (tx) => {
          const errors: AdsErrorItem[][] = body.map(() => []);
          const results: unknown[] = [];
          for (let i = 0; i < body.length; i++) {
            try {
              results.push(await runItem(tx, decl, ctx, body[i], i));
            } catch (err) {
              if (err instanceof AdsError) errors[i] = err.items;
              else if (err instanceof z.ZodError) errors[i] = issuesToItems(err, {});
              else throw err;
              results.push(null);
            }
          }
          if (errors.some((e) => e.length)) throw new BatchFailed(errors);
          return results;
        });
        return {
          data,
          request: body.map((item) => ({
            operation_type: item?.operation_type,
            params: item?.params,
          })),
        };
      } catch (err) {
        if (err instanceof BatchFailed) {
          const failed = new AdsError(400, [
            {
              code: "INVALID_PARAMETER",
              message:
                "One or more operations failed; nothing was changed. See operation_errors (aligned with the request).",
            },
          ]);
          failed.operationErrors = err.operationErrors;
          throw failed;
        }
        throw err;
      }
    },
  });
}

async function runItem(tx: Tx, decl: ResourceDecl, ctx: AdsCtx, item: unknown, index: number) {
  if (!item || typeof item !== "object")
    throw AdsError.invalid(`${index}`, "Each item must be an object {operation_type, params}.");
  const { operation_type: op, params } = item as { operation_type?: unknown; params?: unknown };
  if (!OPS.includes(op as (typeof OPS)[number]))
    throw AdsError.invalid(
      "operation_type",
      `operation_type must be one of ${OPS.join(", ")}, got "${String(op)}".`,
    );
  if (!params || typeof params !== "object" || Array.isArray(params))
    throw AdsError.invalid("params", "params must be an object of the resource's parameters.");
  const p = params as Record<string, unknown>;
  if (injectedFault("batch", decl.name, index)) await tx.execute(sql`select 1/0`);
  if (op === "Create") return createRecord(decl, ctx, parseParams(decl.create!.schema, p), tx);
  const id = p[decl.idParam];
  if (typeof id !== "string" && typeof id !== "number")
    throw AdsError.missing(decl.idParam, `${decl.idParam} is required for ${op}.`);
  if (op === "Update") {
    const { [decl.idParam]: _omit, ...rest } = p;
    return updateRecord(decl, ctx, String(id), parseParams(decl.update!.schema, rest), tx);
  }
  return deleteRecord(decl, ctx, String(id), tx);
}
