import assert from "node:assert/strict";
import test from "node:test";
import { createAdsRouter } from "./router";
import { openApiDocument } from "./openapi";

/** Every route the router serves is in the OpenAPI document, and the document lists nothing unserved. */
test("the OpenAPI document lists exactly the operations the router serves", () => {
  const served = new Set(
    createAdsRouter()
      .routes.filter((r) => r.method !== "ALL" && r.path.startsWith("/ads/"))
      .filter((r) => r.path !== "/ads/openapi.json" && r.path !== "/ads/docs")
      .map((r) => `${r.method} ${r.path.replace(/^\/ads/, "").replace(/:([a-z_]+)/g, "{$1}")}`),
  );
  const doc = openApiDocument() as { paths: Record<string, Record<string, unknown>> };
  const documented = new Set(
    Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    ),
  );
  assert.deepEqual(
    [...served].filter((r) => !documented.has(r)).sort(),
    [],
    "served, not documented",
  );
  assert.deepEqual(
    [...documented].filter((r) => !served.has(r)).sort(),
    [],
    "documented, not served",
  );
  assert.ok(served.size >= 30);
});

test("each documented operation has a response schema, and JSON bodies are described", () => {
  const doc = openApiDocument() as {
    paths: Record<
      string,
      Record<string, { responses: Record<string, { content?: unknown }>; requestBody?: unknown }>
    >;
  };
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const ok = Object.entries(op.responses).find(([s]) => s.startsWith("2"));
      assert.ok(ok?.[1].content, `${method} ${path} has a success schema`);
      if (path.includes("/batch/"))
        assert.ok(op.requestBody, `${method} ${path} documents its body`);
    }
  }
});

test("each documented operation shows its worked request: example ids in its path", () => {
  const doc = openApiDocument() as {
    paths: Record<string, Record<string, { "x-request-example"?: { url: string } }>>;
  };
  for (const [path, ops] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(ops)) {
      const url = op["x-request-example"]?.url ?? "";
      assert.ok(url.startsWith(path.split("{")[0]), `${method} ${path}: ${url}`);
      assert.doesNotMatch(url.split("?")[0], /[:{]/, `${method} ${path}: every id filled in`);
    }
});
