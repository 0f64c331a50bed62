import { test } from "node:test";
import assert from "node:assert/strict";
import { returnPath, sameOriginPath } from "./safe-redirect";

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

test("the page to return to keeps its path and query, drops Next's _rsc and refuses other hosts", () => {
  assert.equal(
    returnPath("/console/ads/cards?account=1&_rsc=x1", BASE, "/c"),
    "/console/ads/cards?account=1",
  );
  assert.equal(returnPath("/console/apps/7?tab=keys", BASE, "/c"), "/console/apps/7?tab=keys");
  assert.equal(returnPath("//evil.example/console", BASE, "/c"), "/c");
  assert.equal(returnPath(null, BASE, "/c"), "/c");
});
