import { test } from "node:test";
import assert from "node:assert/strict";
import { z } from "zod";
import { changeSchema } from "./change";

test("a change parses only the fields sent: no default fills an absent one", () => {
  const full = z.object({
    name: z.string().min(1),
    description: z.string().default(""),
    tags: z.array(z.string()).default([]),
    level: z.enum(["read", "write"]).default("read").optional(),
    on: z.boolean().prefault(false),
  });
  assert.deepEqual(
    full.partial().parse({ name: "x" }).description,
    "",
    "zod's own partial fills it",
  );
  const change = changeSchema(full);
  assert.deepEqual(change.parse({}), {});
  assert.deepEqual(change.parse({ name: "x" }), { name: "x" });
  assert.deepEqual(change.parse({ level: "write", on: true }), { level: "write", on: true });
  // Each field keeps its rules.
  assert.equal(change.safeParse({ name: "" }).success, false);
  assert.equal(change.safeParse({ level: "admin" }).success, false);
});
