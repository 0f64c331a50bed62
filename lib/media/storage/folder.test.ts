import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { folderStorage } from "./folder";
import { TooLargeError } from "./types";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "svc-storage-"));
const s = folderStorage(root);

test("write, read (whole and a range), append, stat, list, delete", async () => {
  assert.equal(await s.write("a/b/one.txt", Readable.from(["hello ", "world"])), 11);
  assert.equal(await text(s.read("a/b/one.txt")), "hello world");
  assert.equal(await text(s.read("a/b/one.txt", { start: 6, end: 10 })), "world");
  await s.write("a/b/two.txt", Readable.from(["!"]));
  await s.append("a/joined", "a/b/one.txt");
  await s.append("a/joined", "a/b/two.txt");
  assert.equal(await text(s.read("a/joined")), "hello world!");
  assert.equal((await s.stat("a/joined"))?.size, 12);
  assert.ok(Math.abs(Date.now() - (await s.stat("a/joined"))!.modifiedMs) < 60_000);
  assert.equal(await s.stat("a/missing"), null);
  assert.deepEqual(await s.list("a/b"), ["a/b/one.txt", "a/b/two.txt"]);
  assert.deepEqual(await s.list("nothing"), []);
  await s.delete("a/b");
  assert.deepEqual(await s.list("a/b"), []);
  await s.delete("a/b");
});

test("a write past maxBytes fails and leaves no file", async () => {
  await assert.rejects(
    s.write("big", Readable.from([Buffer.alloc(10), Buffer.alloc(10)]), { maxBytes: 15 }),
    TooLargeError,
  );
  assert.equal(await s.stat("big"), null);
  assert.deepEqual(
    fs.readdirSync(root).filter((n) => n.startsWith("big")),
    [],
  );
});

test("keys that could leave the folder are refused before any file call", () => {
  for (const bad of ["../x", "a/../../x", "/etc/passwd", "a//b", ".", "a/.", "", "a\\b", "a\0b"])
    assert.throws(() => s.read(bad), /unsafe storage key/, bad);
});
