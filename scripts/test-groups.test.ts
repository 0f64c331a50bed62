import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { plan, settingsOf, writesEnvironment } from "./test-groups";

test("a file's settings are its inProcessServer argument as written, spaces and trailing commas aside", () => {
  assert.equal(settingsOf("srv = await inProcessServer();"), "");
  assert.equal(settingsOf("sandboxSuite(inProcessServer)"), "");
  const a = `inProcessServer({\n  env: { A: "1", B: String(n) },\n});`;
  const b = `inProcessServer({ env: { A: "1", B: String(n) } })`;
  assert.equal(settingsOf(a), settingsOf(b));
  assert.equal(settingsOf(b), '{env:{A:"1",B:String(n)}}');
});

test("a call without settings joins the file's own; two sets of settings make a group of their own", () => {
  const again = `inProcessServer({ env: { A: "1" } }); inProcessServer();`;
  assert.equal(settingsOf(again), '{env:{A:"1"}}');
  const both = `inProcessServer({ env: { A: "1" } }); inProcessServer({ env: { A: "2" } });`;
  assert.match(settingsOf(both), /^several:/);
});

test("settings read at each use leave the group: a file with only those joins the default's", () => {
  const only = `inProcessServer({ env: { WEBHOOK_ALLOW_INSECURE_URLS: "1", WEBHOOK_TIMEOUT_SECONDS: "2" } })`;
  assert.equal(settingsOf(only), "");
  assert.equal(
    settingsOf(`inProcessServer({ env: { SVC_FAULT_INJECT: "batch:campaigns:2" } })`),
    "",
  );
  const mixed = `inProcessServer({ env: { WEBHOOK_ALLOW_INSECURE_URLS: "1", JOB_POLL_SECONDS: "0.5" } })`;
  assert.equal(settingsOf(mixed), '{env:{JOB_POLL_SECONDS:"0.5"}}');
  const after = `inProcessServer({ env: { JOB_POLL_SECONDS: "0.5", UPLOAD_BASE_URL: "https://u.example" } })`;
  assert.equal(settingsOf(after), settingsOf(mixed));
  // A value that is not a literal cannot be read here: the file keeps a group of its own.
  assert.notEqual(settingsOf(`inProcessServer({ env: { WEBHOOK_LIMIT_PER_APP: String(n) } })`), "");
});

test("a unit file that writes process.env keeps a process of its own; one that reads it shares", () => {
  for (const writes of [
    `process.env.POPULATION_SIZE = "20000";`,
    `process.env["A"] = "1";`,
    `process.env.A ??= "1";`,
    `delete process.env.A;`,
    `Object.assign(process.env, { A: "1" });`,
  ])
    assert.equal(writesEnvironment(writes), true, writes);
  for (const reads of [
    `const a = process.env.A;`,
    `if (process.env.A === "1") {}`,
    `f({ ...process.env })`,
  ])
    assert.equal(writesEnvironment(reads), false, reads);
});

test("a group is dealt into parts of about equal time, the longest file first and alone", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "plan-"));
  const write = (name: string, text: string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, text);
    return file;
  };
  const light = Array.from({ length: 12 }, (_, i) => write(`f${i}.test.ts`, "inProcessServer();"));
  const own = write("own.test.ts", `inProcessServer({ env: { A: "1" } });`);
  const heavy = "e2e/app/contract-ops-permissions.test.ts";
  const groups = plan([...light, own, heavy], 60);
  assert.deepEqual(groups[0].files, [heavy], "the longest file makes a part of its own");
  const rest = groups.filter((g) => g.settings === "" && !g.files.includes(heavy));
  assert.equal(rest.flatMap((g) => g.files).length, light.length);
  assert.ok(Math.max(...rest.map((g) => g.seconds)) - Math.min(...rest.map((g) => g.seconds)) <= 2);
  assert.deepEqual(groups.at(-1)?.files, [own], "other settings, a group of their own");
});
