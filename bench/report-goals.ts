import os from "node:os";
import { goalLine, type Goal } from "./report";
import { saveResult, type BenchOut } from "./results-file";

/**
 * The report of a scenario that is not a load run (an upload, a batch of scheduled posts): a small
 * table, each goal with met/MISSED, notes; saved (results-file.ts) with `data` in the details.
 */
export async function reportGoals(
  out: BenchOut,
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
): Promise<void> {
  const width = (i: number) =>
    Math.max(...[t.header, ...t.rows].map((r) => String(r[i] ?? "").length)) + 2;
  const cols = (r: (string | number)[]) =>
    r.map((x, i) => (i === 0 ? String(x).padEnd(width(i)) : String(x).padStart(width(i)))).join("");
  const lines = [
    "",
    `${t.title} on ${t.engine}`,
    cols(t.header),
    ...t.rows.map(cols),
    ...t.goals.map(goalLine),
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
  await saveResult(out, json, {
    target: t.name,
    engine: t.engine,
    title: t.title,
    table: { header: t.header, rows: t.rows },
    goals: t.goals,
    notes: (t.notes ?? []).map((n) => n.trim()),
    valid: true,
  });
}
