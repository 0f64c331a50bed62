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
