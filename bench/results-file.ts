import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { format, resolveConfig } from "prettier";
import { mergeResults, resultsFileSchema, type MeasuredOn, type RecordedResult } from "./results";
import { resultsMarkdown } from "./results-markdown";

/** The committed results: the data, and the guide generated from it. */
export const RESULTS_JSON = "docs/benchmark-results.json";
export const RESULTS_MD = "docs/benchmark-results.md";

/** Where a report goes: this run's details to <dir>/<target>.json, its summary to the results files. */
export type BenchOut = { dir: string; record: (r: RecordedResult) => Promise<void> };

/** The commit, Node and machine of this run: read when it starts, before it writes the results files. */
export function measuredOn(): Omit<MeasuredOn, "date"> {
  return {
    commit: commit(),
    node: process.version,
    cores: os.cpus().length,
    memoryGb: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
  };
}

function commit(): string {
  const git = (...args: string[]) =>
    execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  try {
    const head = git("rev-parse", "--short", "HEAD");
    // Tracked files only, as `git describe --dirty` counts them; the results files do not count.
    const changed = git(
      "status",
      "--porcelain",
      "--untracked-files=no",
      "--",
      ".",
      ":(exclude)docs/benchmark-results.*",
    );
    return changed ? `${head}+dirty` : head;
  } catch {
    return "unknown"; // not a git checkout
  }
}

/**
 * Records each result as soon as its report is done, so an interrupted run keeps what it measured:
 * read the file, replace this target's entry on this engine, write the data and the guide again.
 */
export function resultsRecorder(
  root: string,
  targets: readonly string[],
  on: Omit<MeasuredOn, "date">,
): BenchOut["record"] {
  const jsonFile = path.join(root, RESULTS_JSON);
  return async (r) => {
    // A report under a name the bench does not list would be dropped by the merge: say so instead.
    if (!targets.includes(r.target)) throw new Error(`${r.target} is not a bench target`);
    const kept = fs.existsSync(jsonFile)
      ? resultsFileSchema.parse(JSON.parse(fs.readFileSync(jsonFile, "utf8"))).results
      : [];
    const fresh = {
      ...r,
      // The printed precision, not a diff of float noise in the committed file at every run.
      goals: r.goals.map((g) => ({ ...g, value: Math.round(g.value * 100) / 100 })),
      measuredOn: { date: new Date().toISOString(), ...on },
    };
    const results = mergeResults(kept, [fresh], targets);
    const generatedBy = `npm run bench (bench/results-file.ts) writes this file and ${RESULTS_MD}; do not edit`;
    await write(jsonFile, JSON.stringify({ generatedBy, results }));
    await write(path.join(root, RESULTS_MD), resultsMarkdown(results));
  };
}

// Formatted as `prettier --check .` wants it; written whole and renamed, so a stopped run leaves no half file.
async function write(file: string, source: string): Promise<void> {
  const options = await resolveConfig(file);
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, await format(source, { ...options, filepath: file }));
  fs.renameSync(tmp, file);
}

/** This run's details to <dir>/<target>.json (not committed), its summary to the results files. */
export async function saveResult(
  out: BenchOut,
  details: Record<string, unknown>,
  summary: RecordedResult,
): Promise<void> {
  fs.mkdirSync(out.dir, { recursive: true });
  const file = path.join(out.dir, `${summary.target}.json`);
  fs.writeFileSync(file, JSON.stringify(details, null, 2) + "\n");
  await out.record(summary);
  console.log(`results: ${RESULTS_MD}; details: ${path.relative(process.cwd(), file)}`);
}
