import { execFileSync } from "node:child_process";
import fs from "node:fs";

/**
 * The file-size habit, checked: a file of product code holds about 150 formatted lines (the ceiling
 * here leaves a little room), a test or benchmark file twice that. Files that were over it when the
 * check came in are listed with their size then; they may shrink but not grow, and leave the list
 * once split. Exit code 1 names every file over its limit.
 */
const CEILING = 160;
const TEST_CEILING = 320;
const DEBTS: Record<string, number> = JSON.parse(
  fs.readFileSync(new URL("./size-debts.json", import.meta.url), "utf8"),
);

const files = execFileSync(
  "git",
  ["ls-files", "-co", "--exclude-standard", "*.ts", "*.tsx", "*.mjs"],
  {
    encoding: "utf8",
  },
)
  .split("\n")
  .filter((f) => f && fs.existsSync(f) && !f.startsWith("lib/db/migrations/"));

const over: string[] = [];
for (const file of files) {
  const lines = fs.readFileSync(file, "utf8").split("\n").length - 1;
  const testLike =
    file.startsWith("e2e/") || file.startsWith("bench/") || file.endsWith(".test.ts");
  const limit = Math.max(testLike ? TEST_CEILING : CEILING, DEBTS[file] ?? 0);
  if (lines > limit) over.push(`${file}: ${lines} lines (limit ${limit})`);
}
for (const [file, size] of Object.entries(DEBTS)) {
  if (!fs.existsSync(file)) over.push(`${file} is gone: remove it from scripts/size-debts.json`);
  else if (size <= CEILING)
    over.push(`${file}: its debt of ${size} lines is under the ceiling; remove it`);
}
if (over.length) {
  console.error(
    `Files over the size ceiling (split them by what they hold):\n  ${over.join("\n  ")}`,
  );
  process.exit(1);
}
console.log(`sizes: ${files.length} files within their limits`);
