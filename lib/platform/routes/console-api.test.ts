import assert from "node:assert/strict";
import test from "node:test";
import { CONSOLE_ROUTES, consoleApi, consoleOpenApiDocument } from "./console-api";

test("every declared console route is served and documented, and nothing else is", () => {
  const served = new Set(consoleApi.routes.map((r) => `${r.method} ${r.path}`));
  const doc = consoleOpenApiDocument() as { paths: Record<string, Record<string, unknown>> };
  const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`),
  );
  const declared = CONSOLE_ROUTES.map((r) => r.key);
  assert.equal(new Set(declared).size, declared.length, "a route is declared twice");
  assert.deepEqual(documented.sort(), [...declared].sort());
  for (const key of declared) assert.ok(served.has(key), `${key} is not mounted`);
});

test("a declared key is its method and path, as the typed client spells it", () => {
  for (const route of CONSOLE_ROUTES) assert.equal(route.key, `${route.method} ${route.path}`);
});
