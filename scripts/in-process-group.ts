import path from "node:path";
import { after, before, describe } from "node:test";
import { pathToFileURL } from "node:url";
import { stopShared, useSettings } from "../e2e/support/in-process";

/**
 * One process for a group of in-process suites (scripts/test-groups.ts). Each file is imported inside
 * a suite named by its path, so its tests and its `before`/`after` hooks are that suite's, as in a
 * process of its own. The files share the app the first of them starts; it stops once, after the
 * last file (in the group's own suite: a process run directly runs the root's `after` hooks early).
 * Before each file, the settings read at each use go back to the process's own, so a file runs with
 * the ones it names, never those of the file before it.
 */
process.env.SVC_TEST_GROUPED = "1";
const files = process.argv.slice(2);
describe(`in-process group of ${files.length} files`, () => {
  for (const file of files)
    describe(file, async () => {
      before(() => useSettings());
      await import(pathToFileURL(path.resolve(file)).href);
    });
  after(() => stopShared());
});
