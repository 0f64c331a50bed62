import assert from "node:assert/strict";
import test from "node:test";
import { v2OpenApiDocument, v2Routes, V2_ROUTES } from "./v2";

test("every declared v2 route is served and documented, and nothing else is documented", () => {
  const served = new Set(v2Routes().routes.map((r) => `${r.method} ${r.path}`));
  const doc = v2OpenApiDocument() as { paths: Record<string, Record<string, unknown>> };
  const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{([a-z_]+)\}/g, ":$1")}`),
  );
  const declared = V2_ROUTES.map((r) => `${r.method} ${r.path}`);
  assert.deepEqual(documented.sort(), [...declared].sort());
  for (const route of declared) assert.ok(served.has(route), `${route} is not mounted`);
});

test("each route's worked example is accepted by its own schemas", () => {
  for (const route of V2_ROUTES) {
    const name = `${route.method} ${route.path}`;
    if (route.params) {
      const parsed = route.params.safeParse(route.example.params ?? {});
      assert.ok(parsed.success, `${name}: example params: ${parsed.error?.message}`);
    }
    if (route.body) {
      const parsed = route.body.safeParse(route.example.body);
      assert.ok(parsed.success, `${name}: example body: ${parsed.error?.message}`);
    }
    const answer = route.response.safeParse(route.example.response);
    assert.ok(answer.success, `${name}: example answer: ${answer.error?.message}`);
    const { isolated } = route.example;
    if (isolated)
      assert.ok(route.errors.includes(isolated), `${name}: ${isolated} is not declared`);
  }
});
