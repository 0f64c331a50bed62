import { test } from "node:test";
import assert from "node:assert/strict";
import { sameOriginPath } from "./safe-redirect";

const BASE = "https://svc.example";

test("own-origin absolute URLs become paths; other origins and disguised hosts fall back", () => {
  assert.equal(sameOriginPath("https://svc.example/console/x?a=1", BASE, "/f"), "/console/x?a=1");
  assert.equal(sameOriginPath("https://svc.example/.//evil.example", BASE, "/f"), "/evil.example");
  assert.equal(sameOriginPath("https://evil.example/console", BASE, "/f"), "/f");
  assert.equal(sameOriginPath("http://svc.example/console", BASE, "/f"), "/f");
  assert.equal(sameOriginPath("/..//evil.example", BASE, "/f"), "/evil.example");
  assert.equal(sameOriginPath("/%2e%2e/%2fevil.example", BASE, "/f"), "/f");
  assert.equal(sameOriginPath("javascript:alert(1)", BASE, "/f"), "/f");
  assert.equal(sameOriginPath(undefined, BASE, "/f"), "/f");
});
