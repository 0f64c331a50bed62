import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { config, ConfigError, loadConfig, rereadConfig } from "./env";
import { VARIABLES } from "./variables";
import { configTableRows } from "./table";

test("unset and empty variables take their defaults", () => {
  const cfg = loadConfig({ PORT: "", HOST: undefined });
  assert.equal(cfg.port, 3000);
  assert.equal(cfg.host, "0.0.0.0");
  assert.equal(cfg.publicBaseUrl, "http://localhost:3000");
  assert.equal(cfg.adsBaseUrl, "http://localhost:3000/ads");
  assert.equal(cfg.adsSandboxBaseUrl, "http://localhost:3000/ads-sandbox");
  assert.equal(cfg.databaseUrl, undefined);
  assert.equal(cfg.console, true);
  assert.equal(cfg.adsWriteLimitPerMin, 450);
  assert.equal(cfg.adsRecordCacheSize, 20_000);
  assert.equal(cfg.pgPoolSize, 10);
  assert.equal(cfg.dataDir, path.resolve(".data"));
});

test("given values are parsed; base URLs lose trailing slashes", () => {
  const cfg = loadConfig({
    PORT: "8080",
    PUBLIC_BASE_URL: "https://svc.example/",
    ADS_RECORD_CACHE_SIZE: "0",
    SVC_CONSOLE: "off",
    SVC_FAULT_INJECT: "batch:campaigns:2",
  });
  assert.equal(cfg.port, 8080);
  assert.equal(cfg.publicBaseUrl, "https://svc.example");
  assert.equal(cfg.adsBaseUrl, "https://svc.example/ads");
  assert.equal(cfg.adsRecordCacheSize, 0);
  assert.equal(cfg.console, false);
  assert.equal(cfg.faultInject, "batch:campaigns:2");
});

test("invalid values fail naming each variable, its value and what is expected", () => {
  const cases: [Record<string, string>, RegExp][] = [
    [{ PORT: "abc" }, /PORT must be a whole number from 0 to 65535, got "abc"/],
    [{ PORT: "70000" }, /PORT must be a whole number from 0 to 65535, got "70000"/],
    [{ PUBLIC_BASE_URL: "svc.example" }, /PUBLIC_BASE_URL must be an absolute http/],
    [{ DATABASE_URL: "mysql://x" }, /DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/],
    [{ SVC_SECRET_KEY: "short" }, /SVC_SECRET_KEY must be at least 16 characters/],
    [{ AUTH_RATE_LIMIT_PER_15_MIN: "-1" }, /AUTH_RATE_LIMIT_PER_15_MIN must be a whole number/],
    [{ ADS_WRITE_LIMIT_PER_MIN: "0" }, /ADS_WRITE_LIMIT_PER_MIN must be a whole number from 1/],
    [{ PG_POOL_SIZE: "1" }, /PG_POOL_SIZE must be a whole number from 2 to 1000/],
    [{ SVC_CONSOLE: "no" }, /SVC_CONSOLE must be on or off, got "no"/],
    [{ SVC_FAULT_INJECT: "x" }, /SVC_FAULT_INJECT must be batch:<resource>:<item index>/],
  ];
  for (const [env, message] of cases)
    assert.throws(
      () => loadConfig(env),
      (err: Error) => {
        assert.ok(err instanceof ConfigError);
        assert.match(err.message, message);
        return true;
      },
    );
  assert.throws(
    () => loadConfig({ PORT: "x", HOST: "h", SVC_CONSOLE: "x" }),
    /PORT[\s\S]*SVC_CONSOLE/,
  );
});

test("the test clock's offset is honoured only with NODE_ENV=test", () => {
  const env = { SVC_TEST_CLOCK_OFFSET_SECONDS: "-150" };
  assert.equal(loadConfig({ ...env, NODE_ENV: "test" }).testClockOffsetMs, -150_000);
  assert.equal(loadConfig({}).testClockOffsetMs, 0);
  for (const NODE_ENV of ["production", undefined])
    assert.throws(
      () => loadConfig({ ...env, NODE_ENV }),
      (err: Error) =>
        err instanceof ConfigError &&
        /SVC_TEST_CLOCK_OFFSET_SECONDS is for tests only: it needs NODE_ENV=test/.test(err.message),
    );
  assert.throws(
    () => loadConfig({ SVC_TEST_CLOCK_OFFSET_SECONDS: "1.5", NODE_ENV: "test" }),
    /SVC_TEST_CLOCK_OFFSET_SECONDS must be a whole number of seconds/,
  );
});

test("rereadConfig: the next config() is a new object read from the environment as it is now", () => {
  const saved = process.env.WEBHOOK_TIMEOUT_SECONDS;
  try {
    process.env.WEBHOOK_TIMEOUT_SECONDS = "3";
    rereadConfig();
    const first = config();
    assert.equal(first.webhookTimeoutMs, 3000);
    process.env.WEBHOOK_TIMEOUT_SECONDS = "4";
    assert.equal(config(), first, "read once until asked again");
    rereadConfig();
    assert.notEqual(config(), first);
    assert.equal(config().webhookTimeoutMs, 4000);
  } finally {
    if (saved === undefined) delete process.env.WEBHOOK_TIMEOUT_SECONDS;
    else process.env.WEBHOOK_TIMEOUT_SECONDS = saved;
    rereadConfig();
  }
});

test("README's configuration table lists every variable as lib/config/variables.ts describes it", () => {
  const readme = fs.readFileSync("README.md", "utf8");
  const section = readme.split("## Configuration")[1]?.split("\n## ")[0] ?? "";
  const rows = section
    .split("\n")
    .filter((l) => l.startsWith("| `"))
    .map((l) =>
      l
        .slice(1, -1)
        .split(" | ")
        .map((c) => c.trim()),
    );
  assert.deepEqual(rows, configTableRows(), "regenerate it: npx tsx scripts/config-table.ts");
  assert.equal(rows.length, Object.keys(VARIABLES).length);
});

test("only lib/config reads the environment in product code", () => {
  const offenders: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".test.ts")) {
        if (file.startsWith(path.join("lib", "config"))) continue;
        if (fs.readFileSync(file, "utf8").includes("process.env")) offenders.push(file);
      }
    }
  };
  for (const dir of ["lib", "app", "components"]) walk(dir);
  if (fs.readFileSync("server.ts", "utf8").includes("process.env")) offenders.push("server.ts");
  assert.deepEqual(offenders, []);
});
