import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Tx } from "@/lib/db/client";
import { AdsError, type AdsErrorItem } from "./errors";
import { createMany, deleteRecord, stageCreate, updateRecord, type ResourceDecl } from "./resource";
import { flushInserts, openBatch } from "./batch-rows";
import { issuesToItems, parseParams } from "./validate";
import type { AdsCtx } from "./context";
import { injectedFault } from "./faults";
import { batchAnswer } from "./batch-answer";
import { batchOps, itemShape, type Item } from "./batch-items";
import { scopedTransaction } from "./write-scope";
import { defineOperation, type Operation } from "./operation";
import { resourceExamples } from "./resource-examples";

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
 * operation is that item's error, never a call into a missing hook. Create items' rows are inserted
 * together after the last item (or before an Update or Delete item), several per statement, and the
 * parents they name are read and locked once (batch-rows.ts, references.ts): a 500-item targeting
 * batch is a handful of statements, not 1,500.
 */
export function batchOperation(decl: ResourceDecl, max: number): Operation {
  const declared = batchOps(decl);
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
    example: resourceExamples(decl).batch,
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
          openBatch(tx);
          const errors: AdsErrorItem[][] = body.map(() => []);
          const results: (() => unknown)[] = [];
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
          await flushInserts(tx);
          return batchAnswer(
            decl.name,
            body,
            results.map((r) => r()),
          );
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

/** One item; its record is answered by the function, once the batch's rows are inserted. */
async function runItem(
  tx: Tx,
  decl: ResourceDecl,
  ctx: AdsCtx,
  item: Item,
  index: number,
): Promise<() => unknown> {
  if (injectedFault("batch", decl.name, index)) await tx.execute(sql`select 1/0`);
  const { op, params, id = "" } = item;
  // itemShape let through only the operations the declaration has.
  if (op === "Create" && decl.create) {
    const input = parseParams(decl.create.schema, params);
    if (!decl.create.many) return stageCreate(decl, ctx, input, tx, true);
    await flushInserts(tx);
    const records = await createMany(decl, ctx, input, tx);
    return () => records;
  }
  // The rows an update or delete reads, locks or cascades into are in the database first.
  await flushInserts(tx);
  const record =
    op === "Update" && decl.update
      ? await updateRecord(decl, ctx, id, parseParams(decl.update.schema, params), tx)
      : await deleteRecord(decl, ctx, id, tx);
  return () => record;
}
