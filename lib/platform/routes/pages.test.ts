import assert from "node:assert/strict";
import test from "node:test";
import { pathFamily } from "@/lib/http/families";
import { PAGE_ROUTES, PAGES_DOCUMENT_PATH, pageRoutes, pagesOpenApiDocument } from "./pages";

type Doc = {
  paths: Record<
    string,
    Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>
  >;
};

test("every declared page is mounted and documented, and nothing else is", () => {
  const served = pageRoutes().routes.map((r) => `${r.method} ${r.path}`);
  const declared = PAGE_ROUTES.map((r) => `${r.method} ${r.path}`);
  assert.deepEqual([...new Set(served)].sort(), [...declared, `GET ${PAGES_DOCUMENT_PATH}`].sort());
  const doc = pagesOpenApiDocument() as Doc;
  const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{([a-z_]+)\}/g, ":$1")}`),
  );
  assert.deepEqual(documented.sort(), [...declared].sort());
});

test("each page is in the page family, and its document in a JSON family", () => {
  for (const route of PAGE_ROUTES)
    assert.equal(pathFamily(route.path.replace(/:[a-z_]+/g, "x")), "page", route.path);
  assert.equal(pathFamily(PAGES_DOCUMENT_PATH), "platform");
});

test("the fields only document: every field takes any text or nothing, as the pages read them", () => {
  for (const route of PAGE_ROUTES)
    for (const [name, schema] of Object.entries(route.fields.shape)) {
      for (const value of [undefined, "", "x".repeat(600), "<script>"])
        assert.ok(schema.safeParse(value).success, `${route.method} ${route.path} ${name}`);
    }
});

test("every form that changes something checks its CSRF token, and the document says so", () => {
  const doc = pagesOpenApiDocument() as Doc;
  for (const route of PAGE_ROUTES) {
    const op = doc.paths[route.path.replace(/:([a-z_]+)/g, "{$1}")][route.method.toLowerCase()];
    if (route.method === "POST") {
      assert.ok(route.csrf, `${route.path} takes a form without CSRF`);
      assert.match(JSON.stringify(op.requestBody), /csrf_token/);
      assert.ok(op.responses["403"], `${route.path}: no 403`);
    } else assert.equal(route.csrf, undefined);
    for (const status of Object.keys(route.redirects))
      assert.match(JSON.stringify(op.responses[status]), /location/);
    if (route.limit) assert.match(JSON.stringify(op.responses["429"]), /Errors/);
  }
});
