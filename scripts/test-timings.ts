import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** The machine's CPU time so far (all cores), busy and in all, from /proc/stat; null elsewhere. */
function cpuTicks(): { busy: number; total: number } | null {
  try {
    const [, ...fields] = fs.readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/);
    const ticks = fields.map(Number);
    const idle = ticks[3] + (ticks[4] ?? 0); // idle and iowait
    const total = ticks.reduce((a, b) => a + b, 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/** Playwright's JSON report: each spec file's tests' durations added up (describe blocks nest). */
export type Suite = {
  file?: string;
  suites?: Suite[];
  specs?: { tests?: { results?: { duration?: number }[] }[] }[];
};
const suiteMs = (suite: Suite): number =>
  (suite.specs ?? [])
    .flatMap((s) => s.tests ?? [])
    .flatMap((t) => t.results ?? [])
    .reduce((sum, r) => sum + (r.duration ?? 0), 0) +
  (suite.suites ?? []).reduce((sum, inner) => sum + suiteMs(inner), 0);

/**
 * Where `npm test`'s time goes: how long each file ran (node:test files and Playwright specs; the
 * slowest are printed) and each phase (checks, unit, in-process, build, api, ui): the suite has to
 * stay well under the half hour CI allows each engine.
 */
export class Timings {
  private files: Record<string, number> = {};
  private phases: [string, number, number | null][] = [];
  private phaseStart = Date.now();
  private cpuStart = cpuTicks();
  constructor(private root: string) {}

  /**
   * Ends a phase: its seconds, and how busy the machine's cores were meanwhile (what says whether
   * another phase could run beside it).
   */
  phase(name: string): void {
    const cpu = cpuTicks();
    const busy =
      cpu && this.cpuStart && cpu.total > this.cpuStart.total
        ? (cpu.busy - this.cpuStart.busy) / (cpu.total - this.cpuStart.total)
        : null;
    this.phases.push([name, (Date.now() - this.phaseStart) / 1000, busy]);
    this.phaseStart = Date.now();
    this.cpuStart = cpu;
  }

  addFiles(msByFile: Record<string, number>): void {
    Object.assign(this.files, msByFile);
  }

  addSpecs(report: { suites?: Suite[] }): void {
    for (const suite of report.suites ?? [])
      if (suite.file) this.files[`e2e/ui/${suite.file}`] = Math.round(suiteMs(suite));
  }

  print(): void {
    const slowest = Object.entries(this.files)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 15);
    if (slowest.length) {
      console.log("\nslowest test files:");
      for (const [file, ms] of slowest)
        console.log(
          `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${path.relative(this.root, path.resolve(this.root, file))}`,
        );
    }
    if (this.phases.length) {
      const cpu = (b: number | null) => (b === null ? "" : ` (cores ${Math.round(b * 100)}% busy)`);
      const list = this.phases.map(([n, t, b]) => `${n} ${t.toFixed(0)} s${cpu(b)}`);
      console.log(`\nphases on ${os.cpus().length} cores: ${list.join(", ")}`);
    }
  }
}
