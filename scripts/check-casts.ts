import fs from "node:fs";
import { execFileSync } from "node:child_process";
import ts from "typescript";

/**
 * Type assertions (`x as T`, `<T>x`; `as const` is no assertion) in lib/'s product code, counted
 * on the syntax tree. The counts may only go down: lower CEILING when they do. Each cast left must
 * carry a comment that earns it.
 */
export const CEILING = { lib: 38, kernel: 9 };

export function countCasts(text: string, file = "x.ts"): number {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  let n = 0;
  const visit = (node: ts.Node) => {
    const cast = ts.isAsExpression(node) || ts.isTypeAssertionExpression(node);
    if (cast && node.type.getText(source) !== "const") n++;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return n;
}

export function castCounts(): { lib: number; kernel: number; files: Map<string, number> } {
  const listed = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "lib"], {
    encoding: "utf8",
  });
  const files = new Map<string, number>();
  for (const file of listed.split("\n"))
    if (/\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && fs.existsSync(file)) {
      const n = countCasts(fs.readFileSync(file, "utf8"), file);
      if (n) files.set(file, n);
    }
  const sum = (pick: (f: string) => boolean) =>
    [...files].filter(([f]) => pick(f)).reduce((total, [, n]) => total + n, 0);
  return { lib: sum(() => true), kernel: sum((f) => f.startsWith("lib/ads-kernel/")), files };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { lib, kernel } = castCounts();
  console.log(
    `casts: lib/ ${lib} (at most ${CEILING.lib}), kernel ${kernel} (at most ${CEILING.kernel})`,
  );
  if (lib > CEILING.lib || kernel > CEILING.kernel) {
    console.log("More casts than before: type the value instead (a schema's output, a narrowing).");
    process.exitCode = 1;
  } else if (lib < CEILING.lib || kernel < CEILING.kernel)
    console.log(
      `Fewer casts: lower CEILING in scripts/check-casts.ts to { lib: ${lib}, kernel: ${kernel} }.`,
    );
}
