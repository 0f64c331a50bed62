import os from "node:os";
import { startServer } from "../e2e/support/server";
import { codeChecks } from "./test-checks";
import { inProcessGroups } from "./test-in-process";
import { files, TestRun, unitTests } from "./test-run";
import { uiTests } from "./test-ui";

/**
 * `npm test`: every test, in one command. Unit tests and the in-process suites (e2e/app: the real app
 * through app.request(), no server, no build), then one real server (console included) for the HTTP
 * suites and the Playwright journeys, on PGlite, or on PostgreSQL when DATABASE_URL is set.
 * Ends with one line "tests: N passed, N failed".
 */
const r = new TestRun();

async function main() {
  const onlyUnit = process.argv.includes("--unit");
  console.log(`== engine: ${process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "PGlite"}`);
  // The second engine's run in .ci/run: the checks and the unit tests touch no database, and the
  // first run has just run them on the same tree.
  if (process.env.SVC_TEST_ENGINE_ONLY !== "1") {
    await codeChecks(r);
    r.times.phase("checks");
    unitTests(r, [
      ...files("lib", ".test.ts"),
      ...files("components", ".test.ts"),
      ...files("bench", ".test.ts"),
      ...files("scripts", ".test.ts"),
    ]);
    r.times.phase("unit");
  }
  await inProcessGroups(r, files("e2e/app", ".test.ts"));
  r.times.phase("in-process");
  if (onlyUnit) return finish();

  if (process.env.SVC_TEST_SKIP_BUILD !== "1") {
    if (r.run("npx", ["next", "build"]) !== 0) {
      r.failed += 1;
      return finish();
    }
  }
  // The server as `npm start` runs it: the bundle, rebuilt here (under a second) so it is never stale.
  if (r.run("npm", ["run", "build:server"]) !== 0) {
    r.failed += 1;
    return finish();
  }
  r.times.phase("build");
  process.env.SVC_SERVER_ENTRY = r.env.SVC_SERVER_ENTRY = "dist/server.mjs";
  // The browser journeys register loopback receivers as webhooks: only this shared server allows them.
  const server = await startServer({ console: true, env: { WEBHOOK_ALLOW_INSECURE_URLS: "1" } });
  try {
    const shared = { SVC_TEST_BASE_URL: server.baseUrl, SVC_TEST_DATA_DIR: server.dataDir };
    // The Python client suites (tweepy, the official ads SDK) need Debian's packages; without them
    // those suites fail saying so.
    if (r.run("bash", ["scripts/ensure-python-clients.sh"]) !== 0) r.failed += 1;
    // The HTTP suites wait on their servers more than they compute (two at a time kept two cores
    // 57% busy): one more than the cores at a time.
    r.nodeTests("api", files("e2e/api", ".test.ts"), shared, os.cpus().length + 1);
    r.times.phase("api");
    if (r.run("bash", ["scripts/ensure-chromium.sh"]) !== 0) {
      r.failed += 1;
    } else {
      const ui = await uiTests({ ...r.env, ...shared });
      if (ui.report) r.times.addSpecs(ui.report);
      r.passed += ui.passed;
      r.failed += ui.failed;
      r.times.phase("ui");
    }
  } finally {
    await server.stop();
  }
  finish();
}

function finish() {
  r.times.print();
  console.log(`\ntests: ${r.passed} passed, ${r.failed} failed`);
  process.exit(r.failed > 0 ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  r.failed += 1;
  finish();
});
