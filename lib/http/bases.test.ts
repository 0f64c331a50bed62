import { test } from "node:test";
import assert from "node:assert/strict";
import { loadConfig } from "@/lib/config/env";

// The configuration is read once per process: set before bases.ts first asks for it.
Object.assign(process.env, {
  PUBLIC_BASE_URL: "https://svc.example",
  ADS_BASE_URL: "https://ads-api.example.com",
  ADS_SANDBOX_BASE_URL: "https://svc.example/sandbox",
  UPLOAD_BASE_URL: "",
});
const { arrivedPath, baseConflicts, publicUrlOf, routedTarget } = await import("./bases");

test("a host-only base takes every path of its host; another path prefix is mapped; the rest stays", () => {
  assert.equal(
    routedTarget("ads-api.example.com", "/12/accounts?count=2"),
    "/ads/12/accounts?count=2",
  );
  assert.equal(routedTarget("ADS-API.example.com:443", "/"), "/ads/");
  assert.equal(routedTarget("svc.example", "/sandbox/12/accounts"), "/ads-sandbox/12/accounts");
  assert.equal(routedTarget("svc.example", "/sandboxes"), "/sandboxes");
  assert.equal(
    routedTarget("svc.example", "/upload/1.1/media/upload.json"),
    "/upload/1.1/media/upload.json",
  );
  assert.equal(routedTarget("svc.example", "/ads/12/accounts"), "/ads/12/accounts");
  assert.equal(routedTarget("ads-api.example.com:8443", "/12/accounts"), "/12/accounts");
  assert.equal(routedTarget(undefined, "/console"), "/console");
});

test("public URLs use the configured bases; the arrived path maps back on the interface's host", () => {
  assert.equal(publicUrlOf("/ads/12/accounts"), "https://ads-api.example.com/12/accounts");
  assert.equal(publicUrlOf("/ads-sandbox/12/accounts"), "https://svc.example/sandbox/12/accounts");
  assert.equal(
    publicUrlOf("/upload/1.1/media/upload.json"),
    "https://svc.example/upload/1.1/media/upload.json",
  );
  assert.equal(publicUrlOf("/2/users/me"), "https://svc.example/2/users/me");
  assert.equal(arrivedPath("ads-api.example.com", "/ads/12/accounts"), "/12/accounts");
  assert.equal(arrivedPath("svc.example", "/ads/12/accounts"), "/ads/12/accounts");
});

test("bases that would take each other's requests are named", () => {
  const onPublicHost = loadConfig({
    PUBLIC_BASE_URL: "https://svc.example",
    ADS_BASE_URL: "https://svc.example/",
  });
  assert.deepEqual(baseConflicts(onPublicHost), [
    "https://svc.example has no path but is PUBLIC_BASE_URL's host; give it a path or a host of its own",
  ]);
  const twins = loadConfig({
    ADS_BASE_URL: "https://a.example",
    UPLOAD_BASE_URL: "https://a.example",
  });
  assert.match(
    baseConflicts(twins).join(),
    /https:\/\/a\.example is the base of two interfaces \(\/ads and \/upload\)/,
  );
  assert.deepEqual(baseConflicts(loadConfig({})), []);
});
