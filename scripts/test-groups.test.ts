import { test } from "node:test";
import assert from "node:assert/strict";
import { settingsOf } from "./test-groups";

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
