import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Goal } from "./report";

/**
 * The report of a scenario that is not a load run (an upload, a batch of scheduled posts): a small
 * table, each goal with met/MISSED, notes; writes <outDir>/<name>.json with `data` beside the goals.
 */
export function reportGoals(
  outDir: string,
  t: {
    name: string;
    title: string;
    engine: string;
    header: string[];
    rows: (string | number)[][];
    goals: Goal[];
    notes?: string[];
    data: Record<string, unknown>;
  },
): void {
  const width = (i: number) =>
    Math.max(...[t.header, ...t.rows].map((r) => String(r[i] ?? "").length)) + 2;
  const cols = (r: (string | number)[]) =>
    r.map((x, i) => (i === 0 ? String(x).padEnd(width(i)) : String(x).padStart(width(i)))).join("");
  const lines = [
    "",
    `${t.title} on ${t.engine}`,
    cols(t.header),
    ...t.rows.map(cols),
    ...t.goals.map(
      (g) =>
        `${g.what}: ${Number(g.value.toFixed(1))}${g.unit} (target ${g.op} ${g.limit}${g.unit}): ${g.met ? "met" : "MISSED"}`,
    ),
    ...(t.notes ?? []),
  ];
  console.log(lines.join("\n"));
  const json = {
    target: t.name,
    title: t.title,
    engine: t.engine,
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version, loadavg: os.loadavg() },
    ...t.data,
    goals: t.goals,
    met: t.goals.every((g) => g.met),
  };
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `${t.name}.json`);
  fs.writeFileSync(file, JSON.stringify(json, null, 2) + "\n");
  console.log(`results: ${path.relative(process.cwd(), file)}`);
}
