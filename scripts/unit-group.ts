import path from "node:path";
import { describe } from "node:test";
import { pathToFileURL } from "node:url";

/**
 * The unit tests that share one process (scripts/test.ts): each file is imported inside a suite named
 * by its path, so its tests and its `before`/`after` hooks are that suite's, as in a process of its
 * own. A process per file spent most of the phase loading the same modules again (the advertising
 * kernel's declarations, zod, the population): 62 CPU-s against 9 in one. Files that write
 * process.env keep a process each (scripts/test-groups.ts `writesEnvironment`): all files' top-level
 * code runs before the first test, so their settings would reach the others.
 */
for (const file of process.argv.slice(2))
  describe(file, async () => {
    await import(pathToFileURL(path.resolve(file)).href);
  });
