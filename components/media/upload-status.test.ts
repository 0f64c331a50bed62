import assert from "node:assert/strict";
import { test } from "node:test";
import type { UploadState } from "./upload-client";
import { describe, summary } from "./upload-status";

const item = (state: UploadState, id = "1") => ({
  id,
  name: "a.png",
  size: 10,
  type: "image/png",
  state,
});

test("each state reads as a status and a bar value", () => {
  assert.deepEqual(describe(item({ status: "queued" })), { text: "Waiting to upload", percent: 0 });
  assert.deepEqual(describe(item({ status: "uploading", percent: 42 })), {
    text: "Uploading 42%",
    percent: 42,
  });
  assert.deepEqual(describe(item({ status: "processing" })), {
    text: "Processing",
    percent: undefined,
  });
  assert.deepEqual(describe(item({ status: "processing", percent: 60 })), {
    text: "Processing 60%",
    percent: 60,
  });
  assert.deepEqual(describe(item({ status: "done", media: { media_id_string: "1" } })), {
    text: "Uploaded",
    percent: 100,
  });
  assert.deepEqual(describe(item({ status: "failed", message: "Unsupported codec" })), {
    text: "Unsupported codec",
  });
});

test("the summary counts finished and failed files", () => {
  assert.equal(summary([]), "");
  const done = { status: "done", media: { media_id_string: "1" } } as const;
  assert.equal(summary([item(done), item({ status: "queued" }, "2")]), "1 of 2 uploaded.");
  assert.equal(
    summary([item(done), item({ status: "failed", message: "x" }, "2"), item(done, "3")]),
    "2 of 3 uploaded, 1 failed.",
  );
});
