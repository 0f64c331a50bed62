import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { LoadOptions, LoadResult, Target } from "./load";

/** The targets the product is held to (docs/benchmarks.md). */
export const MIN_RATIO = 0.6;
export const MAX_RSS_MB = 400;

export type RunInfo = {
  engine: string;
  options: LoadOptions;
  /** PGlite only: the product's first start on an empty data directory (initdb, migrations, seed). */
  firstStartPeakRssMb: number | null;
};

export type Measured = { result: LoadResult; peakRssMb: number | null };

/** Prints the comparison and writes <outDir>/<target>.json; returns false when the run is not valid. */
export function report(
  outDir: string,
  run: RunInfo,
  target: Target,
  product: Measured,
  baseline: Measured,
): boolean {
  const p = product.result;
  const b = baseline.result;
  const minRatio = target.minRatio ?? MIN_RATIO;
  const ratio = b.reqPerSec > 0 ? p.reqPerSec / b.reqPerSec : 0;
  const ratioMet = ratio >= minRatio;
  const rssMet = product.peakRssMb !== null && product.peakRssMb <= MAX_RSS_MB;
  const widths = [10, 10, 10, 10, 10, 19, 16];
  const cols = (...v: (string | number)[]) =>
    v
      .map((x, i) => (i === 0 ? String(x).padEnd(widths[i]) : String(x).padStart(widths[i])))
      .join("");
  const row = (name: string, r: LoadResult) =>
    cols(
      name,
      r.reqPerSec.toFixed(1),
      r.p99Ms,
      r.non2xx,
      r.errors,
      r.serverCpuMsPerReq ?? "?",
      r.otherCpuPercent ?? "?",
    );
  const o = run.options;
  const lines = [
    "",
    `${target.method} ${target.path} on ${run.engine}: ${o.connections} connections, ${o.durationSeconds} s each after ${o.warmupSeconds} s warm-up, one target at a time`,
    cols("target", "req/s", "p99 ms", "non-2xx", "errors", "server CPU ms/req", "others' CPU %"),
    row("product", p),
    row("baseline", b),
    `product/baseline req/s: ${(ratio * 100).toFixed(1)}% (target >= ${minRatio * 100}%): ${ratioMet ? "met" : "MISSED"}`,
    `product server peak RSS (VmHWM): ${product.peakRssMb ?? "unknown"} MB (target <= ${MAX_RSS_MB} MB): ${rssMet ? "met" : "MISSED"}` +
      ` (baseline server: ${baseline.peakRssMb ?? "unknown"} MB)`,
  ];
  const noisy = Math.max(p.otherCpuPercent ?? 0, b.otherCpuPercent ?? 0);
  const errors = p.errors + b.errors; // autocannon counts timeouts among errors
  if (errors > 0)
    lines.push(
      `WARNING: ${errors} requests failed without an HTTP answer (socket errors or timeouts); see the JSON.`,
    );
  if (noisy > 15) {
    lines.push(
      `WARNING: other processes took up to ${noisy}% of a core during a run; req/s and the ratio are unreliable, server CPU ms/req less so.`,
    );
  }
  if (run.firstStartPeakRssMb !== null)
    lines.push(
      `  (for information: the product's first start on an empty PGlite data dir peaked at ${run.firstStartPeakRssMb} MB)`,
    );
  console.log(lines.join("\n"));

  let valid = true;
  for (const [name, r] of [
    ["product", p],
    ["baseline", b],
  ] as const) {
    if (r.non2xx === 0) continue;
    valid = false;
    console.error(
      `ERROR: ${name} answered ${r.non2xx} non-2xx responses ${JSON.stringify(r.statusCodes)}; first: ${JSON.stringify(r.firstFailure)}`,
    );
    if (name === "product")
      console.error("       (a 401 from the product means the request signing is wrong)");
  }

  const json = {
    target: target.name,
    request: `${target.method} ${target.path}`,
    engine: run.engine,
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version },
    options: run.options,
    product: p,
    baseline: { ...b, peakRssMb: baseline.peakRssMb },
    ratio: { value: ratio, min: minRatio, met: ratioMet },
    productPeakRss: { mb: product.peakRssMb, maxMb: MAX_RSS_MB, met: rssMet },
    productFirstStartPeakRssMb: run.firstStartPeakRssMb,
    valid,
  };
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `${target.name}.json`);
  fs.writeFileSync(file, JSON.stringify(json, null, 2) + "\n");
  console.log(`results: ${path.relative(process.cwd(), file)}`);
  return valid;
}

/** A limit one measured number must keep: "p99 < 100 ms", "page 100 mean <= 120% of page 1's". */
export type Goal = {
  what: string;
  value: number;
  limit: number;
  unit: string;
  op: "<" | "<=" | ">=";
  met: boolean;
};

export function goal(
  what: string,
  value: number,
  op: Goal["op"],
  limit: number,
  unit: string,
): Goal {
  const met = op === "<" ? value < limit : op === "<=" ? value <= limit : value >= limit;
  return { what, value, limit, unit, op, met };
}

function describeOptions(o: LoadOptions): string {
  const conns = `${o.connections} connection${o.connections === 1 ? "" : "s"}`;
  if (o.requests !== undefined)
    return `${conns}, ${o.requests} requests after ${o.warmupRequests ?? 0} warm-up requests`;
  return `${conns}, ${o.durationSeconds} s each after ${o.warmupSeconds} s warm-up`;
}

/**
 * Targets on the product's own latency (no baseline): one row per measured request shape, then each
 * goal with met/MISSED. Prints, writes <outDir>/<name>.json and returns false when the run is not valid.
 */
export function reportLatency(
  outDir: string,
  run: RunInfo,
  t: {
    name: string;
    title: string;
    rows: { label: string; request: string; result: LoadResult }[];
    goals: Goal[];
    peakRssMb: number | null;
    notes?: string[];
    setup?: Record<string, unknown>;
  },
): boolean {
  const widths = [12, 10, 10, 10, 10, 10, 19, 16];
  const cols = (...v: (string | number)[]) =>
    v
      .map((x, i) => (i === 0 ? String(x).padEnd(widths[i]) : String(x).padStart(widths[i])))
      .join("");
  const lines = [
    "",
    `${t.title} on ${run.engine}: ${describeOptions(run.options)}`,
    ...t.rows.map((r) => `  ${r.label}: ${r.request}`),
    cols(
      "",
      "req/s",
      "mean ms",
      "p99 ms",
      "non-2xx",
      "errors",
      "server CPU ms/req",
      "others' CPU %",
    ),
    ...t.rows.map(({ label, result: r }) =>
      cols(
        label,
        r.reqPerSec.toFixed(1),
        r.meanLatencyMs.toFixed(1),
        r.p99Ms,
        r.non2xx,
        r.errors,
        r.serverCpuMsPerReq ?? "?",
        r.otherCpuPercent ?? "?",
      ),
    ),
    ...t.goals.map(
      (g) =>
        `${g.what}: ${Number(g.value.toFixed(1))}${g.unit} (target ${g.op} ${g.limit}${g.unit}): ${g.met ? "met" : "MISSED"}`,
    ),
    ...(t.notes ?? []),
  ];
  const errors = t.rows.reduce((n, r) => n + r.result.errors, 0);
  if (errors > 0)
    lines.push(
      `WARNING: ${errors} requests failed without an HTTP answer (socket errors or timeouts); see the JSON.`,
    );
  const noisy = Math.max(...t.rows.map((r) => r.result.otherCpuPercent ?? 0));
  if (noisy > 15)
    lines.push(
      `WARNING: other processes took up to ${noisy}% of a core during a run; latencies are unreliable, server CPU ms/req less so.`,
    );
  console.log(lines.join("\n"));

  let valid = true;
  for (const { label, result: r } of t.rows) {
    if (r.non2xx === 0) continue;
    valid = false;
    console.error(
      `ERROR: ${label} answered ${r.non2xx} non-2xx responses ${JSON.stringify(r.statusCodes)}; first: ${JSON.stringify(r.firstFailure)}`,
    );
  }
  const json = {
    target: t.name,
    title: t.title,
    engine: run.engine,
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version },
    options: run.options,
    setup: t.setup ?? {},
    results: Object.fromEntries(t.rows.map((r) => [r.label, { request: r.request, ...r.result }])),
    goals: t.goals,
    met: t.goals.every((g) => g.met),
    productPeakRssMb: t.peakRssMb,
    valid,
  };
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `${t.name}.json`);
  fs.writeFileSync(file, JSON.stringify(json, null, 2) + "\n");
  console.log(`results: ${path.relative(process.cwd(), file)}`);
  return valid;
}
