import { test } from "node:test";
import assert from "node:assert/strict";
import { customAudienceCreate } from "@/lib/audiences/custom-audiences/schema";
import { counts, describe, edit, newGroup, newLeaf, toSegments } from "./flexible-model";

test("draft -> segments the interface's create schema accepts; edits by key; words", () => {
  const a = newLeaf("A1");
  const b = newLeaf("B2");
  const inner = newGroup([b]);
  let root = newGroup([a, inner]);
  root = edit(root, inner.key, (n) => ({ ...n, negate: true }));
  root = edit(root, a.key, (n) => ({ ...n, frequency: 3, lookback_window: 7 }));
  const segments = toSegments(root);
  const body = customAudienceCreate.safeParse({
    name: "Buyers not churned",
    audience_type: "FLEXIBLE",
    segments,
  });
  assert.ok(body.success, JSON.stringify(body.error?.issues));
  assert.deepEqual(counts(root), { leaves: 2, depth: 3 });
  assert.equal(
    describe(segments, (id) => `<${id}>`),
    "(<A1> (seen at least 3 days in the last 7) AND NOT (<B2> (seen at least 1 day in the last 30)))",
  );
  root = edit(root, inner.key, () => null);
  assert.equal(counts(root).leaves, 1);
});

test("the schema's limits reach the builder: eleven leaves are refused", () => {
  const root = newGroup(Array.from({ length: 11 }, (_, i) => newLeaf(`A${i}`)));
  const r = customAudienceCreate.safeParse({
    name: "Too many",
    audience_type: "FLEXIBLE",
    segments: toSegments(root),
  });
  assert.equal(r.success, false);
});
