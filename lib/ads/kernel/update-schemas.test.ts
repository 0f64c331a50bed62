import { test } from "node:test";
import assert from "node:assert/strict";
import { RESOURCES } from "../resources";

/**
 * An update changes only the parameters sent: no resource's update schema fills an absent one (a
 * create's default, kept by zod 4's .partial(), would reset that column on every update).
 */
test("no update schema adds a parameter that was not sent", () => {
  const checked = RESOURCES.filter((d) => d.update);
  assert.ok(checked.length >= 8, "the resources with updates are found");
  for (const d of checked) {
    const parsed = d.update!.schema.safeParse({});
    // A schema may require a parameter (tracking tags' URL); what it accepts must be empty.
    if (parsed.success) assert.deepEqual(parsed.data, {}, d.name);
  }
});
