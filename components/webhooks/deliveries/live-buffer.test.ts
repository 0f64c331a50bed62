import assert from "node:assert/strict";
import { test } from "node:test";
import type { AppEvent } from "@/lib/webhooks/products/app-events";
import { arrive, emptyLive, lastSeq, setPaused, summary } from "./live-buffer";

const ev = (seq: number, kind = "post.create"): AppEvent => ({
  seq,
  event_id: `e${seq}`,
  kind,
  occurred_at: new Date(seq * 1000).toISOString(),
  user_id: "1",
  test: false,
  routes: ["activity"],
});

test("newest first, capped, one row per seq", () => {
  let l = emptyLive();
  for (const s of [1, 2, 3, 3, 4]) l = arrive(l, ev(s), 3);
  assert.deepEqual(
    l.rows.map((e) => e.seq),
    [4, 3, 2],
  );
  assert.equal(lastSeq(l), 4);
});

test("paused: arrivals are held (capped) and join the list on resume", () => {
  let l = arrive(emptyLive(), ev(1), 3);
  l = setPaused(l, true, 3);
  for (const s of [2, 3, 4, 5]) l = arrive(l, ev(s), 3);
  assert.deepEqual(
    l.rows.map((e) => e.seq),
    [1],
  );
  assert.deepEqual(
    l.held.map((e) => e.seq),
    [5, 4, 3],
  );
  assert.equal(lastSeq(l), 5);
  l = setPaused(l, false, 3);
  assert.deepEqual(
    l.rows.map((e) => e.seq),
    [5, 4, 3],
  );
  assert.deepEqual(l.held, []);
});

test("one summary sentence for many arrivals, most frequent kind first", () => {
  let l = emptyLive();
  l = arrive(l, ev(1, "like.create"), 50);
  l = arrive(l, ev(2, "post.create"), 50);
  l = arrive(l, ev(3, "post.create"), 50);
  assert.equal(summary(l.unsaid), "3 new events: 2 post.create, 1 like.create");
  assert.equal(summary({}), null);
  assert.equal(summary({ a: 1, b: 1, c: 1, d: 1 }), "4 new events: 1 a, 1 b, 1 c, 1 other kind");
  assert.equal(summary({ "post.create": 1 }), "1 new event: 1 post.create");
});
