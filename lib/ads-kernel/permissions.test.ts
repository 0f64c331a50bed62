import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import { allowedActions, MATRIX, PERMISSION_LEVELS } from "./permissions";

test("the advertising guide's permission table says what the matrix in code says", () => {
  const readme = fs.readFileSync("docs/advertising.md", "utf8");
  const header = readme.split("\n").find((l) => /^\|\s*action\s*\|\s*ACCOUNT_ADMIN/.test(l));
  assert.ok(header, "docs/advertising.md has the permission table");
  const levels = header
    .split("|")
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(1);
  assert.deepEqual(levels, [...PERMISSION_LEVELS]);
  const rows = readme
    .split("\n")
    .filter((l) => /^\|\s*(account|funding|campaigns|creatives|audiences|analytics)\./.test(l));
  assert.ok(rows.length >= 8);
  for (const row of rows) {
    const cells = row
      .split("|")
      .slice(1, -1)
      .map((s) => s.trim());
    const actions = cells[0]
      .replace(/\(.*\)/, "")
      .split("/")
      .map((s) => s.trim());
    const [readAction, writeAction] =
      actions.length === 2 ? [actions[0], actions[1]] : [actions[0], undefined];
    levels.forEach((level, i) => {
      const cell = cells[i + 1];
      const parts = writeAction ? cell.split("/").map((s) => s.trim()) : [cell];
      assert.equal(
        parts[0] === "yes",
        MATRIX[level as keyof typeof MATRIX].includes(readAction as never),
        `${level} ${readAction}`,
      );
      if (writeAction)
        assert.equal(
          parts[1] === "yes",
          MATRIX[level as keyof typeof MATRIX].includes(writeAction as never),
          `${level} ${writeAction}`,
        );
    });
  }
});

test("POST_COMPOSER only adds posts.compose with ACCOUNT_ADMIN, AD_MANAGER or CREATIVE_MANAGER", () => {
  assert.ok(allowedActions(["CREATIVE_MANAGER", "POST_COMPOSER"]).has("posts.compose"));
  assert.ok(!allowedActions(["ANALYST", "POST_COMPOSER"]).has("posts.compose"));
  assert.ok(!allowedActions(["ACCOUNT_ADMIN"]).has("posts.compose"));
});
