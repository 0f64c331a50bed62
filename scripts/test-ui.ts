import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Suite } from "./test-timings";

/** What the Playwright run reported: its counts and its JSON report (for the timings). */
export type UiResult = { passed: number; failed: number; report?: { suites?: Suite[] } };

/**
 * The browser journeys: one Playwright process, its workers as playwright.config.ts says (every
 * journey makes what it writes to, so any may run beside any other). Its JSON report is read back
 * for the counts and the timings; a run that wrote none counts as one failure.
 */
export function uiTests(env: NodeJS.ProcessEnv): Promise<UiResult> {
  const report = path.join(os.tmpdir(), `svc-ui-${process.pid}.json`);
  const child = spawn("npx", ["playwright", "test"], {
    env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    stdio: "inherit",
  });
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
