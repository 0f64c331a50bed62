import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A migrated, seeded PGlite data directory (per set of migrations and seed), built once and copied:
 * on PGlite most of a fresh start is creating the cluster, migrating and seeding it (about 8 s of
 * CPU; a start on a copy takes about 3). The in-process app (e2e/support/in-process.ts) and the
 * servers the HTTP suites start (e2e/support/server.ts) start on copies.
 */
const MIGRATIONS = path.resolve("lib/db/migrations");
/**
 * The seed is the whole product's (people, ads, delivery, the corpus…): a template seeded by other
 * product code is not used either. Every source file under lib/ but the tests, read on each start
 * (a few milliseconds), so no list of the seed's files has to be kept.
 */
const PRODUCT = path.resolve("lib");
function productFiles(): string[] {
  return fs
    .readdirSync(PRODUCT, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.(ts|tsx|json)$/.test(f) && !f.endsWith(".test.ts"))
    .sort();
}

/**
 * Settings the seed reads (the seeded audience's set is sized to the population, its targetable
 * state to the threshold, and the corpus's first days to its rate): a template is built with the
 * process's own, and a start that names other values does not use it.
 */
export const SEED_SETTINGS = ["POPULATION_SIZE", "AUDIENCE_MIN_SIZE", "CORPUS_POSTS_PER_HOUR"];

/** A name for the current migrations and product code: a template built from others is never used. */
function migrationsHash(): string {
  const hash = crypto.createHash("sha256");
  for (const f of fs.readdirSync(MIGRATIONS, { recursive: true, encoding: "utf8" }).sort()) {
    const file = path.join(MIGRATIONS, f);
    if (fs.statSync(file).isFile()) hash.update(f).update(fs.readFileSync(file));
  }
  for (const f of productFiles()) hash.update(f).update(fs.readFileSync(path.join(PRODUCT, f)));
  for (const v of SEED_SETTINGS) hash.update(`${v}=${process.env[v] ?? ""}`);
  return hash.digest("hex").slice(0, 16);
}

/** Fills `dataDir` with a copy of the template, building the template first when there is none. */
export async function copyTemplate(dataDir: string): Promise<void> {
  const template = path.join(os.tmpdir(), `svc-app-template-${migrationsHash()}`);
  if (!fs.existsSync(path.join(template, "ready"))) {
    const building = fs.mkdtempSync(`${template}-building-`);
    const { loadSecretKey } = await import("../../lib/crypto/secret-box");
    const { openDatabase, closeDatabase } = await import("../../lib/db/client");
    const { seed } = await import("../../lib/platform/seed/seed");
    const { startJobs, stopJobs } = await import("../../lib/jobs/engine");
    loadSecretKey(building, undefined);
    await openDatabase({ dataDir: building });
    // The job engine's schema and queues too: each copy starts with pg-boss installed, and the seed
    // sends jobs (the seeded audience's next window change), which no worker here runs.
    const { QUEUES } = await import("../../lib/platform/queues");
    await startJobs(QUEUES, { workers: false, pollSeconds: 1 });
    await seed({ dataDir: building, publicBaseUrl: "http://localhost" });
    await stopJobs();
    await closeDatabase();
    fs.writeFileSync(path.join(building, "ready"), "");
    // Another process may have finished first: theirs is as good, ours is dropped.
    try {
      fs.renameSync(building, template);
    } catch {
      fs.rmSync(building, { recursive: true, force: true });
    }
  }
  fs.cpSync(template, dataDir, { recursive: true });
}
