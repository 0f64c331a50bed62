import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";

const text = fs.readFileSync("ARCHITECTURE.md", "utf8");

test("ARCHITECTURE stays a map for contributors: under 300 lines", () => {
  assert.ok(text.split("\n").length < 300, `ARCHITECTURE has ${text.split("\n").length} lines`);
});

test("every link of ARCHITECTURE names a file or folder that exists", () => {
  const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]);
  assert.ok(links.length > 0, "ARCHITECTURE links the code it describes");
  const missing = links.filter((href) => !fs.existsSync(href.split("#")[0]));
  assert.deepEqual(missing, []);
});

test("every plain path ARCHITECTURE quotes exists (patterns and built files aside)", () => {
  // A quoted path starts with a folder or file of the repository; `5/` or `/docs` are not paths.
  const top = new Set(fs.readdirSync("."));
  const built = ["dist/", ".bench/"];
  const paths = [...text.matchAll(/`([^`\s]+\/[^`\s]*)`/g)]
    .map((m) => m[1])
    .filter((p) => top.has(p.split("/")[0]) && !/[*<>{}…]/.test(p))
    .filter((p) => !built.some((b) => p.startsWith(b)));
  assert.ok(paths.length > 0, "ARCHITECTURE names the files it describes");
  const missing = paths.filter((p) => !fs.existsSync(p));
  assert.deepEqual(missing, []);
});
