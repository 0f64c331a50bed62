import { test } from "node:test";
import assert from "node:assert/strict";
import { GAP_MS, SeqCursor } from "./seq-cursor";

const rows = (...seqs: number[]) => seqs.map((seq) => ({ seq }));
const seqs = (r: { seq: number }[]) => r.map((x) => x.seq);

test("a late commit below the last seq read is still handed out, once", () => {
  let now = 0;
  const cursor = new SeqCursor(10, () => now);
  assert.deepEqual(seqs(cursor.take(rows(11, 13))), [11, 13]);
  assert.equal(cursor.floor, 11, "12 is a hole: the next read starts above 11");
  now += 1000;
  assert.deepEqual(seqs(cursor.take(rows(12, 13, 14))), [12, 14]);
  assert.equal(cursor.floor, 14);
  assert.deepEqual(seqs(cursor.take(rows())), []);
});

test("a hole that never fills (a rolled-back insert) is given up after GAP_MS", () => {
  let now = 0;
  const cursor = new SeqCursor(0, () => now);
  cursor.take(rows(1, 3));
  assert.equal(cursor.floor, 1);
  now += GAP_MS - 1;
  assert.deepEqual(seqs(cursor.take(rows(3))), []);
  assert.equal(cursor.floor, 1);
  now += 1;
  cursor.take(rows(3));
  assert.equal(cursor.floor, 3);
});
