import { test } from "node:test";
import assert from "node:assert/strict";
import { OPERATIONS } from "./operations";

/**
 * An update (PUT) changes only the parameters sent: no update's schema fills an absent one (a create's
 * default, kept by zod 4's .partial(), would reset that column on every update).
 */
test("no update's parameters or body gain a value that was not sent", () => {
  const updates = OPERATIONS.filter((op) => op.method === "put");
  assert.ok(updates.length >= 10, "the updates are found");
  for (const op of updates)
    for (const schema of [op.params, op.body]) {
      const parsed = schema?.safeParse({});
      // A schema may require a parameter (a tracking tag's URL); what it accepts must stay empty.
      if (parsed?.success) assert.deepEqual(parsed.data, {}, `PUT ${op.path}`);
    }
});
