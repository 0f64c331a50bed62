import type { TestRun } from "./test-run";

/**
 * The habits, checked like tests: formatted (Prettier), type-checked (tsc, after `next typegen` writes
 * the route types `next build` would check the pages against), linted (typescript-eslint with the
 * promise rules that need types, React hooks), file sizes, import boundaries (scripts/boundaries.ts), the cast ceiling. Three chains at once (lint and types each
 * take about a core), each command's output printed whole when it ends.
 */
export async function codeChecks(r: TestRun): Promise<void> {
  const chains: [string, string[]][][] = [
    [["lint", ["eslint", ".", "--max-warnings=0"]]],
    [
      ["route types", ["next", "typegen"]],
      ["types", ["tsc", "--noEmit"]],
    ],
    [
      ["format", ["prettier", "--check", ".", "--log-level=warn"]],
      ["sizes", ["tsx", "scripts/check-sizes.ts"]],
      ["boundaries", ["tsx", "scripts/check-boundaries.ts"]],
      ["casts", ["tsx", "scripts/check-casts.ts"]],
    ],
  ];
  await Promise.all(
    chains.map(async (chain) => {
      for (const [name, args] of chain) {
        const { code, output } = await r.collected("npx", args);
        process.stdout.write(output);
        console.log(`== ${name}: ${code === 0 ? "ok" : "FAILED"}`);
        r.count(code === 0);
      }
    }),
  );
  // Checked (and any error counted) once: `next build` skips its own check (next.config.mjs).
  r.env.SVC_TYPES_CHECKED = "1";
}
