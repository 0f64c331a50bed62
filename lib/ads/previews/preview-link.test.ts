import { before, test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadSecretKey } from "@/lib/crypto/secret-box";
import { previewToken, readPreviewToken, type PreviewTarget } from "./preview-link";

const target: PreviewTarget = { accountId: "acc1", postType: "DRAFT", id: "1234567890" };

before(() => {
  loadSecretKey(fs.mkdtempSync(path.join(os.tmpdir(), "svc-preview-")), undefined);
});

test("a preview link names its target until it expires, an hour after it was made", () => {
  const now = Date.parse("2026-11-23T10:00:00Z");
  const token = previewToken(target, now);
  assert.deepEqual(readPreviewToken(token, now + 59 * 60_000), target);
  assert.equal(readPreviewToken(token, now + 61 * 60_000), null);
});

test("a changed or forged link names nothing", () => {
  const token = previewToken(target);
  const [payload, signature] = token.split(".");
  const other = Buffer.from(
    JSON.stringify({ a: "acc2", t: "DRAFT", i: "1234567890", e: 9_999_999_999 }),
  ).toString("base64url");
  assert.equal(readPreviewToken(`${other}.${signature}`), null);
  assert.equal(readPreviewToken(`${payload}.${"A".repeat(43)}`), null);
  assert.equal(readPreviewToken(`${payload}`), null);
  assert.equal(readPreviewToken(`${token}.x`), null);
  assert.equal(readPreviewToken("%%%.%%%"), null);
});
