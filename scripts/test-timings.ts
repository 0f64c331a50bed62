import path from "node:path";

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
  private phases: [string, number][] = [];
  private phaseStart = Date.now();
  constructor(private root: string) {}

  phase(name: string): void {
    this.phases.push([name, (Date.now() - this.phaseStart) / 1000]);
    this.phaseStart = Date.now();
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
    if (this.phases.length)
      console.log(`\nphases: ${this.phases.map(([n, t]) => `${n} ${t.toFixed(0)} s`).join(", ")}`);
  }
}
