import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";

const readme = fs.readFileSync("README.md", "utf8");

test("README stays a first page: under 300 lines", () => {
  assert.ok(readme.split("\n").length < 300, `README has ${readme.split("\n").length} lines`);
});

test("README links every guide in docs/ and says the product serves them at /docs", () => {
  for (const file of fs.readdirSync("docs").filter((f) => f.endsWith(".md")))
    assert.ok(readme.includes(`](docs/${file})`), `README links docs/${file}`);
  assert.match(readme, /serves them at `\/docs`/);
});
