import { test } from "node:test";
import assert from "node:assert/strict";
import { campaignsResource } from "./campaigns/resource";
import { batchOperation } from "../ads-kernel/batch";
import { AdsError } from "../ads-kernel/errors";
import type { Call } from "../ads-kernel/call";

/**
 * A batch item whose operation_type the resource does not declare (a resource without update, such as
 * promoted posts or targeting criteria) is an item error naming the allowed types, found before any
 * database work when no item could be written (this test has no database).
 */
const noUpdate = { ...campaignsResource, update: undefined };
const noCreate = { ...campaignsResource, create: undefined };

// Only `body` and `raw` are read before the transaction; an account operation's call has a context,
// which nothing reads here.
const call = (body: unknown) => ({ raw: {}, body, ctx: {} }) as unknown as Call;

async function refusal(run: Promise<unknown>): Promise<AdsError> {
  try {
    await run;
  } catch (err) {
    assert.ok(err instanceof AdsError, `an AdsError, got ${String(err)}`);
    return err;
  }
  assert.fail("the batch was accepted");
}

test("Update on a resource without update: item error in operation_errors naming Create and Delete", async () => {
  const op = batchOperation(noUpdate, 40);
  assert.match(op.summary, /Create\/Delete/);
  const err = await refusal(
    op.run(call([{ operation_type: "Update", params: { campaign_id: "c1", name: "x" } }])),
  );
  assert.equal(err.status, 400);
  const [item] = err.operationErrors?.[0] ?? [];
  assert.equal(item?.code, "INVALID_PARAMETER");
  assert.equal(item?.parameter, "operation_type");
  assert.match(item.message, /Create, Delete/);
  assert.match(item.message, /"Update"/);
});

test("Create on a resource without create, and an unknown type: one error per item, naming Update, Delete", async () => {
  const err = await refusal(
    batchOperation(noCreate, 40).run(
      call([
        { operation_type: "Create", params: { name: "x" } },
        { operation_type: "Upsert", params: {} },
      ]),
    ),
  );
  assert.deepEqual(
    err.operationErrors?.map((e) => e.map((i) => i.parameter)),
    [["operation_type"], ["operation_type"]],
  );
  for (const e of err.operationErrors ?? [])
    assert.match(e[0].message, /takes operation_type Update, Delete;/);
});

test("more items than the resource's limit: request-level INVALID_PARAMETER naming the limit", async () => {
  const items = Array.from({ length: 4 }, () => ({ operation_type: "Delete", params: {} }));
  const err = await refusal(batchOperation(noUpdate, 3).run(call(items)));
  assert.equal(err.items[0].code, "INVALID_PARAMETER");
  assert.equal(err.items[0].parameter, "body");
  assert.match(err.items[0].message, /at most 3/);
  assert.equal(err.operationErrors, undefined);
});
