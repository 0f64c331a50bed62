import os from "node:os";
import { plan, secondsOf } from "./test-groups";
import type { TestRun } from "./test-run";

/**
 * Processes at a time: one more than the cores. A group's suites wait on timers, jobs and sockets
 * as much as they compute (two at a time kept two cores 47% busy), and each process has its own
 * database, so a third one fills the gaps.
 */
const PROCESSES = os.cpus().length + 1;

/**
 * The in-process suites (e2e/app), one process per group of files that start the app with the same
 * settings (scripts/test-groups.ts), PROCESSES at a time. Each group's report is printed whole
 * when it ends, so two groups' lines never interleave.
 */
export async function inProcessGroups(r: TestRun, list: string[]): Promise<void> {
  // Parts of about a sixth of the whole per process at a time: fine enough for the processes to
  // end together, coarse enough that starting an app (a few seconds) stays a small share.
  const total = list.reduce((n, f) => n + secondsOf(f), 0);
  const queue = plan(list, Math.max(30, total / (2 * PROCESSES)));
  const runGroup = async (index: number) => {
    const group = queue[index];
    const { args, collect } = r.reporters(`in-process-${index}`);
    const entry = ["--import", "tsx", ...args, "scripts/in-process-group.ts"];
    const { code, output } = await r.collected(process.execPath, [...entry, ...group.files]);
    const settings = group.settings || "default";
    console.log(
      `== in-process group ${index + 1}/${queue.length} (${group.files.length} files, settings ${settings})`,
    );
    process.stdout.write(output);
    collect(code);
  };
  let next = 0;
  const worker = async () => {
    while (next < queue.length) await runGroup(next++);
  };
  await Promise.all(Array.from({ length: PROCESSES }, worker));
}
