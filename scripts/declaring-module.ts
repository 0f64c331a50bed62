import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

/**
 * Which module declares an object (a route, an operation, a resource): the app's modules are read
 * from one entry by their runtime imports (type-only ones load nothing), each one's exports are
 * matched by identity (the value, or an element of an exported list), and of the modules exporting
 * the object the one importing none of the others is where it was made: every list that spreads it
 * imports that module. Costs nothing in the product: the modules are the ones the app already loaded.
 */
export const ROOT = path.resolve(import.meta.dirname, "..");

/** A static import or re-export, or a bare import; `type` marks one that loads nothing. */
const IMPORT = /^(?:import|export)\s+(type\s+)?(?:[^;]*?\sfrom\s*)?["']([^"']+)["']/gm;

function resolve(from: string, spec: string): string | undefined {
  const base = spec.startsWith("@/")
    ? path.join(ROOT, spec.slice(2))
    : spec.startsWith(".")
      ? path.resolve(path.dirname(from), spec)
      : undefined;
  if (!base) return undefined;
  for (const file of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")])
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  throw new Error(`${path.relative(ROOT, from)}: cannot resolve ${spec}`);
}

/** Each module of lib/ reachable from the entry, with the modules it imports at run time. */
function moduleGraph(entry: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const todo = [entry];
  const lib = path.join(ROOT, "lib") + path.sep;
  for (let file = todo.pop(); file; file = todo.pop()) {
    if (graph.has(file)) continue;
    const imports = [...fs.readFileSync(file, "utf8").matchAll(IMPORT)]
      .filter((m) => !m[1])
      .map((m) => resolve(file, m[2]))
      .filter((f): f is string => !!f && f.startsWith(lib));
    graph.set(file, imports);
    todo.push(...imports);
  }
  return graph;
}

function reachable(graph: Map<string, string[]>): (file: string) => Set<string> {
  const memo = new Map<string, Set<string>>();
  const reach = (file: string): Set<string> => {
    const known = memo.get(file);
    if (known) return known;
    const out = new Set<string>();
    memo.set(file, out); // a cycle ends here; the boundaries check keeps lib/ free of them anyway
    for (const next of graph.get(file) ?? []) {
      out.add(next);
      for (const further of reach(next)) out.add(further);
    }
    return out;
  };
  return reach;
}

/**
 * Loads the entry's module graph and answers, for an object of it, the path (from the repository's
 * root) of the module that declares it; throws when no module or several export it.
 */
export async function declaringModules(entry: string): Promise<(value: object) => string> {
  const graph = moduleGraph(path.join(ROOT, entry));
  const reach = reachable(graph);
  const exporters = new Map<object, Set<string>>();
  const add = (value: unknown, file: string) => {
    if (typeof value !== "object" || value === null) return;
    exporters.set(value, (exporters.get(value) ?? new Set()).add(file));
  };
  for (const file of graph.keys()) {
    const exports: Record<string, unknown> = await import(pathToFileURL(file).href);
    for (const value of Object.values(exports))
      if (Array.isArray(value)) for (const item of value) add(item, file);
      else add(value, file);
  }
  return (value) => {
    const files = [...(exporters.get(value) ?? [])];
    const made = files.filter((file) => !files.some((other) => reach(file).has(other)));
    if (made.length !== 1)
      throw new Error(`no one module declares it: ${files.map((f) => path.relative(ROOT, f))}`);
    return path.relative(ROOT, made[0]);
  };
}
