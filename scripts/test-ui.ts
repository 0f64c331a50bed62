import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import type { Suite } from "./test-timings";

/** What one Playwright run reported: its counts and its JSON report (for the timings). */
export type UiResult = { passed: number; failed: number; report?: { suites?: Suite[] } };

/**
 * The browser journeys: each project of playwright.config.ts in its own Playwright process, at once
 * (the config says which journeys may run beside which). Each line of output is prefixed with its
 * project, and each run writes its own report and its own output folder.
 */
export async function uiTests(projects: string[], env: NodeJS.ProcessEnv): Promise<UiResult[]> {
  return Promise.all(projects.map((project) => uiProject(project, env)));
}

function uiProject(project: string, env: NodeJS.ProcessEnv): Promise<UiResult> {
  const report = path.join(os.tmpdir(), `svc-ui-${project}-${process.pid}.json`);
  const args = ["playwright", "test", `--project=${project}`, `--output=test-results/${project}`];
  const child = spawn("npx", args, {
    env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [child.stdout, child.stderr])
    readline
      .createInterface({ input: stream })
      .on("line", (line) => console.log(`[${project}] ${line}`));
  return new Promise((resolve) => {
    child.on("close", () => {
      if (!fs.existsSync(report)) return resolve({ passed: 0, failed: 1 });
      const json = JSON.parse(fs.readFileSync(report, "utf8"));
      const stats = json.stats ?? {};
      resolve({
        passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
        failed: stats.unexpected ?? 0,
        report: json,
      });
    });
  });
}
