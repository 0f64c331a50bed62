import { test } from "node:test";
import assert from "node:assert/strict";
import { previewAsk, previewText } from "./flexible-preview-model";
import { newGroup, newLeaf, toSegments } from "./flexible-model";

const answer = (size: number, extra: { leaves_processing?: string[] } = {}) => ({
  audience_size: size,
  targetable: size >= 100,
  reasons_not_targetable: size >= 100 ? [] : ["TOO_SMALL"],
  audience_min_size: 100,
  leaves_processing: [],
  ...extra,
});

test("previewAsk: nothing without a leaf; the create's schema messages for a bad tree; the JSON body", () => {
  assert.deepEqual(previewAsk(toSegments(newGroup()), 0), { kind: "empty" });
  const emptyGroup = toSegments(newGroup([newLeaf("A1"), newGroup()]));
  const bad = previewAsk(emptyGroup, 1);
  assert.equal(bad.kind, "invalid");
  assert.match(bad.kind === "invalid" ? bad.problems.join(" ") : "", /at least one child segment/);
  const segments = toSegments(newGroup([newLeaf("A1"), newLeaf("B2")]));
  const ask = previewAsk(segments, 2);
  assert.equal(ask.kind, "ask");
  assert.deepEqual(JSON.parse(ask.kind === "ask" ? ask.body : "{}"), { segments });
});

test("previewText: the count when targetable; 'fewer than' the threshold otherwise, never the small count", () => {
  const name = (id: string) => `Audience ${id}`;
  assert.deepEqual(previewText(answer(12_345), name), {
    size: "12,345 people",
    status: "Targetable",
    tone: "ok",
    note: undefined,
  });
  assert.equal(previewText(answer(100), name).size, "100 people");
  for (const n of [0, 1, 37, 99]) {
    const t = previewText(answer(n), name);
    assert.equal(t.size, "Fewer than 100 people");
    assert.equal(t.tone, "warn");
    assert.match(t.status, /at least 100 matched people/);
    assert.doesNotMatch(`${t.size} ${t.status}`, new RegExp(`\\b${n}\\b`), "no small count");
  }
  const pending = previewText(answer(300, { leaves_processing: ["7"] }), name);
  assert.equal(pending.note, "Still processing, counted as empty for now: Audience 7.");
  const big = previewText({ ...answer(2_000_000), audience_min_size: 1_000 }, name);
  assert.equal(big.size, "2,000,000 people");
  assert.equal(
    previewText({ ...answer(999), targetable: false, audience_min_size: 1_000 }, name).size,
    "Fewer than 1,000 people",
  );
});
