import { test } from "node:test";
import assert from "node:assert/strict";
import { envelopeBody, ownBytes, RawJson, RecordCache } from "./record-cache";

const json = (v: unknown) => Buffer.from(JSON.stringify(v));

test("an entry is served only for the version it was made from", () => {
  const cache = new RecordCache(10);
  cache.set("1", "100|2026-11-18 07:11:33+00", json({ id: "1", name: "old" }));
  assert.equal(String(cache.get("1", "100|2026-11-18 07:11:33+00")), '{"id":"1","name":"old"}');
  assert.equal(
    cache.get("1", "101|2026-11-18 07:11:33+00"),
    undefined,
    "another transaction wrote the row",
  );
  assert.equal(cache.get("1", "100|2026-11-18 07:11:34+00"), undefined, "another updated_at");
  assert.equal(cache.get("2", "100|2026-11-18 07:11:33+00"), undefined);
  cache.set("1", "101|2026-11-18 07:11:33+00", json({ id: "1", name: "new" }));
  assert.equal(String(cache.get("1", "101|2026-11-18 07:11:33+00")), '{"id":"1","name":"new"}');
  assert.equal(cache.size, 1);
});

test("the cache stays within its bound, dropping the oldest entries first", () => {
  const cache = new RecordCache(100);
  for (let i = 0; i < 250; i++) cache.set(String(i), "v", json(i));
  assert.ok(cache.size <= 100, `size ${cache.size}`);
  assert.ok(cache.get("249", "v"), "the newest is kept");
  assert.equal(cache.get("0", "v"), undefined, "the oldest is gone");
  const one = new RecordCache(1);
  one.set("a", "v", json("a"));
  one.set("b", "v", json("b"));
  assert.ok(one.get("b", "v"), "a cache of one keeps the entry just set");
  assert.equal(one.get("a", "v"), undefined);
  assert.equal(one.holds(1), true);
  assert.equal(one.holds(2), false, "a page larger than the cache is never served from it");
  const off = new RecordCache(0);
  off.set("1", "v", json(1));
  assert.equal(off.get("1", "v"), undefined);
  assert.equal(off.enabled, false);
});

test("envelopeBody with serialized records is byte for byte JSON.stringify of the same envelope", () => {
  const records = [
    { id: "1", name: 'quote " and \\ and é', n: null },
    { id: "2", list: [1, 2], ok: true },
  ];
  const plain = {
    request: { params: { count: 2, account_id: "9" } },
    data: records,
    next_cursor: null,
    total_count: 2,
  };
  const raw = { ...plain, data: new RawJson(records.map(json)) };
  assert.equal(envelopeBody(plain), JSON.stringify(plain));
  assert.equal(String(envelopeBody(raw)), JSON.stringify(plain));
  assert.equal(
    String(envelopeBody({ request: {}, data: new RawJson([]), next_cursor: "abc" })),
    JSON.stringify({ request: {}, data: [], next_cursor: "abc" }),
  );
  assert.equal(
    String(envelopeBody({ data: new RawJson([json(1)]), skipped: undefined })),
    JSON.stringify({ data: [1] }),
  );
});

test("ownBytes holds the record's UTF-8 in a buffer of its own, not a slice of the shared pool", () => {
  const b = ownBytes('{"name":"é"}');
  assert.equal(String(b), '{"name":"é"}');
  assert.equal(b.buffer.byteLength, b.byteLength);
});
