import { cruise, type ICruiseResult, type IModule } from "dependency-cruiser";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { BROWSER, RULES, SERVER_ONLY } from "./boundaries";

/**
 * `npm test`'s import-boundary check: dependency-cruiser's rules (scripts/boundaries.ts) over lib/,
 * components/ and app/, plus two graph checks of our own: no cycle between lib/'s top-level folders,
 * and no console component that reaches server-only code through imports that carry code.
 */
export async function boundaryViolations(): Promise<string[]> {
  const { output } = await cruise(
    ["lib", "components", "app", "server.ts"],
    {
      ruleSet: { forbidden: RULES },
      validate: true,
      tsConfig: { fileName: "tsconfig.json" },
      tsPreCompilationDeps: true,
      doNotFollow: { path: "node_modules" },
      exclude: { path: "^(\\.next|dist|node_modules/.*/node_modules)" },
    },
    undefined,
    { tsConfig: await extractTSConfig("tsconfig.json") },
  );
  if (typeof output === "string") throw new Error(output);
  return [
    ...ruleViolations(output),
    ...folderCycles(output.modules),
    ...browserReach(output.modules),
  ];
}

function ruleViolations(result: ICruiseResult): string[] {
  return result.summary.violations.map((v) => {
    const through = v.cycle?.length ? ` (${v.cycle.map((c) => c.name).join(" → ")})` : "";
    return `${v.rule.name}: ${v.from} → ${v.to}${through}`;
  });
}

const topFolder = (source: string) => /^lib\/([^/]+)\//.exec(source)?.[1];

/** Cycles between lib/'s top-level folders, each named with one import per step. */
function folderCycles(modules: IModule[]): string[] {
  const edges = new Map<string, Map<string, string>>();
  for (const m of modules) {
    const from = topFolder(m.source);
    if (!from) continue;
    for (const d of m.dependencies) {
      const to = topFolder(d.resolved);
      if (!to || to === from) continue;
      const out = edges.get(from) ?? new Map<string, string>();
      if (!out.has(to)) out.set(to, `${m.source} → ${d.resolved}`);
      edges.set(from, out);
    }
  }
  const found: string[] = [];
  const seen = new Set<string>();
  for (const [from, out] of edges)
    for (const [to, example] of out) {
      const back = path(edges, to, from);
      if (!back) continue;
      const key = [from, ...back].sort().join(",");
      if (seen.has(key)) continue;
      seen.add(key);
      const steps = back.slice(0, -1).map((f, i) => edges.get(f)?.get(back[i + 1]));
      found.push(
        `no-folder-cycle: lib/${from} → lib/${back.join(" → lib/")}: ${[example, ...steps].join("; ")}`,
      );
    }
  return found;
}

/** A shortest path of folders from `from` to `to`, or null. */
function path(edges: Map<string, Map<string, string>>, from: string, to: string): string[] | null {
  const prev = new Map<string, string>([[from, ""]]);
  const queue = [from];
  while (queue.length) {
    const at = queue.shift() ?? "";
    if (at === to) {
      const steps = [at];
      for (let p = prev.get(at); p; p = prev.get(p)) steps.unshift(p);
      return steps;
    }
    for (const next of edges.get(at)?.keys() ?? [])
      if (!prev.has(next)) {
        prev.set(next, at);
        queue.push(next);
      }
  }
  return null;
}

/** Console components that reach server-only code through imports that carry code. */
function browserReach(modules: IModule[]): string[] {
  const byName = new Map(modules.map((m) => [m.source, m]));
  const found: string[] = [];
  for (const start of modules.filter((m) => BROWSER.test(m.source))) {
    const prev = new Map<string, string>([[start.source, ""]]);
    const queue = [start.source];
    while (queue.length) {
      const at = queue.shift() ?? "";
      if (SERVER_ONLY.test(at)) {
        const steps = [at];
        for (let p = prev.get(at); p; p = prev.get(p)) steps.unshift(p);
        found.push(`browser-code-never-imports-server-only: ${steps.join(" → ")}`);
        break;
      }
      for (const d of byName.get(at)?.dependencies ?? [])
        if (!d.dependencyTypes.includes("type-only") && !prev.has(d.resolved)) {
          prev.set(d.resolved, at);
          queue.push(d.resolved);
        }
    }
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const violations = await boundaryViolations();
  for (const v of violations) console.log(v);
  console.log(`${violations.length} import-boundary violation(s)`);
  process.exitCode = violations.length ? 1 : 0;
}
