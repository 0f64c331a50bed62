import os from "node:os";
import type { LoadOptions, LoadResult, Target } from "./load";
import { saveResult, type BenchOut } from "./results-file";

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

/** The columns of a load run in the results file, after the row's label. */
const LOAD_HEADER = [
  "req/s",
  "mean ms",
  "p50 ms",
  "p99 ms",
  "non-2xx",
  "errors",
  "server CPU ms/req",
  "others' CPU %",
];
const loadCells = (r: LoadResult): (string | number)[] => [
  Number(r.reqPerSec.toFixed(1)),
  Number(r.meanLatencyMs.toFixed(1)),
  r.p50Ms,
  r.p99Ms,
  r.non2xx,
  r.errors,
  r.serverCpuMsPerReq ?? "?",
  r.otherCpuPercent ?? "?",
];
/** Failed requests and a busy machine: printed, and kept beside the numbers they put in doubt. */
function loadWarnings(results: LoadResult[], unreliable: string): string[] {
  const warnings: string[] = [];
  const errors = results.reduce((n, r) => n + r.errors, 0); // autocannon counts timeouts among errors
  if (errors > 0)
    warnings.push(
      `WARNING: ${errors} requests failed without an HTTP answer (socket errors or timeouts); see the JSON.`,
    );
  const noisy = Math.max(...results.map((r) => r.otherCpuPercent ?? 0));
  if (noisy > 15)
    warnings.push(
      `WARNING: other processes took up to ${noisy}% of a core during a run; ${unreliable}, server CPU ms/req less so.`,
    );
  return warnings;
}

const firstStartNote = (run: RunInfo) =>
  run.firstStartPeakRssMb === null
    ? []
    : [
        `for information: the product's first start on an empty PGlite data directory peaked at ${run.firstStartPeakRssMb} MB`,
      ];

/** Prints the comparison and saves it (results-file.ts); false when the run is not valid. */
export async function report(
  out: BenchOut,
  run: RunInfo,
  target: Target,
  product: Measured,
  baseline: Measured,
): Promise<boolean> {
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
  const warnings = loadWarnings([p, b], "req/s and the ratio are unreliable");
  console.log([...lines, ...warnings, ...firstStartNote(run).map((n) => `  (${n})`)].join("\n"));

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
  await saveResult(out, json, {
    target: target.name,
    engine: run.engine,
    title: `${target.method} ${target.path}`,
    load: `${describeOptions(o)}, one target at a time`,
    table: {
      header: ["", ...LOAD_HEADER, "peak RSS MB"],
      rows: [
        ["product", ...loadCells(p), product.peakRssMb ?? "?"],
        ["baseline", ...loadCells(b), baseline.peakRssMb ?? "?"],
      ],
    },
    goals: [
      goal("product/baseline req/s", ratio * 100, ">=", minRatio * 100, "%"),
      ...(product.peakRssMb === null
        ? []
        : [goal("product peak RSS", product.peakRssMb, "<=", MAX_RSS_MB, " MB")]),
    ],
    notes: [
      ...warnings,
      ...(product.peakRssMb === null ? ["product peak RSS unknown (no /proc): MISSED"] : []),
      ...firstStartNote(run),
    ],
    valid,
  });
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

/** A goal as the reports print it: "product p99: 42 ms (target < 100 ms): met". */
export const goalLine = (g: Goal) =>
  `${g.what}: ${Number(g.value.toFixed(1))}${g.unit} (target ${g.op} ${g.limit}${g.unit}): ${g.met ? "met" : "MISSED"}`;

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
 * goal with met/MISSED. Prints and saves it (results-file.ts); false when the run is not valid.
 */
export async function reportLatency(
  out: BenchOut,
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
): Promise<boolean> {
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
    ...t.goals.map(goalLine),
    ...(t.notes ?? []),
  ];
  const warnings = loadWarnings(
    t.rows.map((r) => r.result),
    "latencies are unreliable",
  );
  console.log([...lines, ...warnings].join("\n"));

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
  await saveResult(out, json, {
    target: t.name,
    engine: run.engine,
    title: t.title,
    load: describeOptions(run.options),
    table: {
      header: ["", ...LOAD_HEADER],
      rows: t.rows.map((r) => [r.label, ...loadCells(r.result)]),
    },
    goals: t.goals,
    notes: [
      ...t.rows.map((r) => `${r.label}: ${r.request}`),
      `product peak RSS: ${t.peakRssMb ?? "unknown"} MB`,
      ...(t.notes ?? []).map((n) => n.trim()),
      ...warnings,
    ],
    valid,
  });
  return valid;
}
