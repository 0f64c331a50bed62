import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer } from "../e2e/support/server";
import { plan } from "./test-groups";
import { Timings } from "./test-timings";
import { uiTests } from "./test-ui";
import uiConfig from "../playwright.config";

/**
 * `npm test`: every test, in one command. Unit tests and the in-process suites (e2e/app: the real app
 * through app.request(), no server, no build), then one real server (console included) for the HTTP
 * suites and the Playwright journeys, on PGlite, or on PostgreSQL when DATABASE_URL is set.
 * Ends with one line "tests: N passed, N failed".
 */
const root = process.cwd();
const env = { ...process.env, NODE_ENV: "test" } as NodeJS.ProcessEnv;
let passed = 0;
let failed = 0;
const times = new Timings(root);

function run(cmd: string, args: string[], extraEnv: Record<string, string> = {}): number {
  const r = spawnSync(cmd, args, { stdio: "inherit", cwd: root, env: { ...env, ...extraEnv } });
  return r.status ?? 1;
}

function files(dir: string, suffix: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(suffix))
    .map((f) => path.join(dir, f))
    .sort();
}

/** node:test's reporters for `npm test`: the spec on stdout, TAP for the counts, each file's time. */
function reporters(label: string) {
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
    if (fs.existsSync(timesFile)) times.addFiles(JSON.parse(fs.readFileSync(timesFile, "utf8")));
    const count = (name: string) =>
      Number(new RegExp(`^# ${name} (\\d+)`, "m").exec(text)?.[1] ?? 0);
    passed += count("pass");
    failed += count("fail") + count("cancelled");
    if (code !== 0 && count("fail") === 0 && count("cancelled") === 0) failed += 1;
  };
  return { args, collect };
}

function nodeTests(label: string, list: string[], extraEnv: Record<string, string> = {}): void {
  if (!list.length) return;
  const { args, collect } = reporters(label);
  collect(
    run(
      process.execPath,
      ["--import", "tsx", "--test", "--test-concurrency=2", ...args, ...list],
      extraEnv,
    ),
  );
}

/**
 * The in-process suites, one process per group of files that start the app with the same settings
 * (scripts/test-groups.ts), two processes at a time. Each group's report is printed whole when it
 * ends, so two groups' lines never interleave.
 */
async function inProcessGroups(list: string[]): Promise<void> {
  const queue = plan(list, 20);
  const runGroup = async (index: number) => {
    const group = queue[index];
    const { args, collect } = reporters(`in-process-${index}`);
    const { code, output } = await collected(process.execPath, [
      "--import",
      "tsx",
      ...args,
      "scripts/in-process-group.ts",
      ...group.files,
    ]);
    console.log(
      `== in-process group ${index + 1}/${queue.length} (${group.files.length} files, settings ${group.settings || "default"})`,
    );
    process.stdout.write(output);
    collect(code);
  };
  let next = 0;
  const worker = async () => {
    while (next < queue.length) await runGroup(next++);
  };
  await Promise.all([worker(), worker()]);
}

async function main() {
  const onlyUnit = process.argv.includes("--unit");
  console.log(`== engine: ${process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "PGlite"}`);
  // The second engine's run in .ci/run: the checks and the unit tests touch no database, and the
  // first run has just run them on the same tree.
  if (process.env.SVC_TEST_ENGINE_ONLY !== "1") {
    await codeChecks();
    times.phase("checks");
    nodeTests("unit", [
      ...files("lib", ".test.ts"),
      ...files("components", ".test.ts"),
      ...files("bench", ".test.ts"),
    ]);
    times.phase("unit");
  }
  await inProcessGroups(files("e2e/app", ".test.ts"));
  times.phase("in-process");
  if (onlyUnit) return finish();

  if (process.env.SVC_TEST_SKIP_BUILD !== "1") {
    if (run("npx", ["next", "build"]) !== 0) {
      failed += 1;
      return finish();
    }
  }
  // The server as `npm start` runs it: the bundle, rebuilt here (under a second) so it is never stale.
  if (run("npm", ["run", "build:server"]) !== 0) {
    failed += 1;
    return finish();
  }
  times.phase("build");
  process.env.SVC_SERVER_ENTRY = env.SVC_SERVER_ENTRY = "dist/server.mjs";
  // The browser journeys register loopback receivers as webhooks: only this shared server allows them.
  const server = await startServer({ console: true, env: { WEBHOOK_ALLOW_INSECURE_URLS: "1" } });
  try {
    const shared = { SVC_TEST_BASE_URL: server.baseUrl, SVC_TEST_DATA_DIR: server.dataDir };
    // The Python client suite (e2e/api/clients-tweepy.test.ts) needs Debian's tweepy; without it
    // that suite fails saying so.
    if (run("bash", ["scripts/ensure-tweepy.sh"]) !== 0) failed += 1;
    nodeTests("api", files("e2e/api", ".test.ts"), shared);
    times.phase("api");
    if (run("bash", ["scripts/ensure-chromium.sh"]) !== 0) {
      failed += 1;
    } else {
      // The projects of playwright.config.ts at once, each journey beside the other projects'.
      const projects = (uiConfig.projects ?? []).map((p) => p.name ?? "");
      for (const r of await uiTests(projects, { ...env, ...shared })) {
        if (r.report) times.addSpecs(r.report);
        passed += r.passed;
        failed += r.failed;
      }
      times.phase("ui");
    }
  } finally {
    await server.stop();
  }
  finish();
}

/**
 * The habits, checked like tests: formatted (Prettier), type-checked (tsc, after `next typegen` writes
 * the route types `next build` would check the pages against), linted (typescript-eslint with the
 * promise rules that need types, React hooks), file sizes. Three chains at once (lint and types each
 * take about a core), each command's output printed whole when it ends.
 */
async function codeChecks(): Promise<void> {
  const chains: [string, string[]][][] = [
    [["lint", ["eslint", ".", "--max-warnings=0"]]],
    [
      ["route types", ["next", "typegen"]],
      ["types", ["tsc", "--noEmit"]],
    ],
    [
      ["format", ["prettier", "--check", ".", "--log-level=warn"]],
      ["sizes", ["tsx", "scripts/check-sizes.ts"]],
    ],
  ];
  await Promise.all(
    chains.map(async (chain) => {
      for (const [name, args] of chain) {
        const { code, output } = await collected("npx", args);
        process.stdout.write(output);
        console.log(`== ${name}: ${code === 0 ? "ok" : "FAILED"}`);
        if (code === 0) passed += 1;
        else failed += 1;
      }
    }),
  );
  // Checked (and any error counted) once: `next build` below skips its own check (next.config.mjs).
  env.SVC_TYPES_CHECKED = "1";
}

/** Runs a command with its output kept, to be printed whole: commands run at once never interleave. */
async function collected(cmd: string, args: string[]): Promise<{ code: number; output: Buffer }> {
  const child = spawn(cmd, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  const out: Buffer[] = [];
  child.stdout.on("data", (b: Buffer) => out.push(b));
  child.stderr.on("data", (b: Buffer) => out.push(b));
  const code = await new Promise<number>((resolve) => child.on("close", (c) => resolve(c ?? 1)));
  return { code, output: Buffer.concat(out) };
}

function finish() {
  times.print();
  console.log(`\ntests: ${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  failed += 1;
  finish();
});
