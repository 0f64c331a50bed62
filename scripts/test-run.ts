import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { writesEnvironment } from "./test-groups";
import { Timings } from "./test-timings";

/** One `npm test` run: its environment, its counts and timings, and the ways it starts commands. */
export class TestRun {
  readonly root = process.cwd();
  readonly env = { ...process.env, NODE_ENV: "test" } as NodeJS.ProcessEnv;
  readonly times = new Timings(this.root);
  passed = 0;
  failed = 0;

  /** A check's outcome, counted as one test. */
  count(ok: boolean): void {
    if (ok) this.passed += 1;
    else this.failed += 1;
  }

  /** Runs a command with its output on the terminal; answers its exit status. */
  run(cmd: string, args: string[], extraEnv: Record<string, string> = {}): number {
    const r = spawnSync(cmd, args, {
      stdio: "inherit",
      cwd: this.root,
      env: { ...this.env, ...extraEnv },
    });
    return r.status ?? 1;
  }

  /** Runs a command with its output kept, to be printed whole: commands run at once never interleave. */
  async collected(cmd: string, args: string[]): Promise<{ code: number; output: Buffer }> {
    const child = spawn(cmd, args, {
      cwd: this.root,
      env: this.env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const out: Buffer[] = [];
    child.stdout.on("data", (b: Buffer) => out.push(b));
    child.stderr.on("data", (b: Buffer) => out.push(b));
    const code = await new Promise<number>((resolve) => child.on("close", (c) => resolve(c ?? 1)));
    return { code, output: Buffer.concat(out) };
  }

  /** node:test's reporters: the spec on stdout, TAP for the counts, each file's time. */
  reporters(label: string) {
    const tap = path.join(os.tmpdir(), `svc-${label}-${process.pid}.tap`);
    const timesFile = path.join(os.tmpdir(), `svc-${label}-${process.pid}.times.json`);
    const args = [
      "--test-reporter=spec",
      "--test-reporter-destination=stdout",
      "--test-reporter=tap",
      `--test-reporter-destination=${tap}`,
      "--test-reporter=./scripts/file-times-reporter.mjs",
      `--test-reporter-destination=${timesFile}`,
    ];
    /** Adds the run's counts and file times; `code` is the process's exit status. */
    const collect = (code: number) => {
      const text = fs.existsSync(tap) ? fs.readFileSync(tap, "utf8") : "";
      // The times are for reading; a run that ended before its reporter wrote them still counts.
      const timesText = fs.existsSync(timesFile) ? fs.readFileSync(timesFile, "utf8") : "";
      if (timesText.trim()) this.times.addFiles(JSON.parse(timesText));
      const count = (name: string) =>
        Number(new RegExp(`^# ${name} (\\d+)`, "m").exec(text)?.[1] ?? 0);
      this.passed += count("pass");
      this.failed += count("fail") + count("cancelled");
      if (code !== 0 && count("fail") === 0 && count("cancelled") === 0) this.failed += 1;
    };
    return { args, collect };
  }

  /** node:test files, each in its own process, `concurrency` at a time. */
  nodeTests(
    label: string,
    list: string[],
    extraEnv: Record<string, string> = {},
    concurrency = 2,
  ): void {
    if (!list.length) return;
    const { args, collect } = this.reporters(label);
    const flags = ["--import", "tsx", "--test", `--test-concurrency=${concurrency}`, ...args];
    collect(this.run(process.execPath, [...flags, ...list], extraEnv));
  }
}

/**
 * node:test files in one process (scripts/unit-group.ts), for the unit tests: the files that write
 * process.env run apart, a process each (scripts/test-groups.ts).
 */
export function unitTests(r: TestRun, list: string[]): void {
  const alone = list.filter((f) => writesEnvironment(fs.readFileSync(f, "utf8")));
  r.nodeTests("unit", alone);
  const shared = list.filter((f) => !alone.includes(f));
  if (!shared.length) return;
  const { args, collect } = r.reporters("unit-shared");
  collect(
    r.run(process.execPath, ["--import", "tsx", ...args, "scripts/unit-group.ts", ...shared]),
  );
}

/** The files under `dir` whose names end with `suffix`, sorted. */
export function files(dir: string, suffix: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(suffix))
    .map((f) => path.join(dir, f))
    .sort();
}
