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

test("a file that starts the app with two sets of settings is a group of its own", () => {
  const both = `inProcessServer({ env: { A: "1" } }); inProcessServer();`;
  assert.match(settingsOf(both), /^several:/);
  assert.notEqual(settingsOf(both), settingsOf(`inProcessServer({ env: { A: "1" } })`));
});
