import assert from "node:assert/strict";
import test from "node:test";
import { pathFamily } from "@/lib/http/families";
import {
  DOCUMENT_PATHS,
  OAUTH2_ROUTES,
  PLATFORM_ROUTES,
  platformOpenApiDocument,
  platformRoutes,
} from "./platform";

const FAMILIES = { platform: PLATFORM_ROUTES, oauth2: OAUTH2_ROUTES } as const;

test("every declared route is served and documented in its family's document, and nothing else is", () => {
  const served = new Set(platformRoutes().routes.map((r) => `${r.method} ${r.path}`));
  for (const [family, routes] of Object.entries(FAMILIES) as [
    keyof typeof FAMILIES,
    typeof PLATFORM_ROUTES,
  ][]) {
    const doc = platformOpenApiDocument(family) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{([a-z_]+)\}/g, ":$1")}`),
    );
    const declared = routes.map((r) => `${r.method} ${r.path}`);
    assert.deepEqual(documented.sort(), [...declared].sort());
    for (const route of declared) assert.ok(served.has(route), `${route} is not mounted`);
    assert.ok(served.has(`GET ${DOCUMENT_PATHS[family]}`), `${family}'s document is not served`);
  }
});

test("each route is in the family of its path, and so is its document", () => {
  for (const [family, routes] of Object.entries(FAMILIES))
    for (const route of routes) {
      assert.equal(route.family, family, `${route.method} ${route.path}`);
      assert.equal(pathFamily(route.path.replace(/:[a-z_]+/g, "x")), family, route.path);
    }
  for (const [family, path] of Object.entries(DOCUMENT_PATHS))
    assert.equal(pathFamily(path), family, path);
});

test("each route's worked example is accepted by its own schemas", () => {
  for (const route of [...PLATFORM_ROUTES, ...OAUTH2_ROUTES]) {
    const name = `${route.method} ${route.path}`;
    const input = route.params ?? route.fields;
    if (input) {
      const parsed = input.safeParse(route.example.params ?? {});
      assert.ok(parsed.success, `${name}: example params: ${parsed.error?.message}`);
      const known = "shape" in input ? Object.keys(input.shape as object) : [];
      for (const key of Object.keys(route.example.params ?? {}))
        assert.ok(known.includes(key), `${name}: ${key} is not declared`);
    } else assert.equal(route.example.params, undefined, `${name}: params without a schema`);
    const answer = route.response.safeParse(route.example.response);
    assert.ok(answer.success, `${name}: example answer: ${answer.error?.message}`);
  }
});

test("the documents name the refusals in the family's format, and the bucket's", () => {
  const doc = platformOpenApiDocument("oauth2") as {
    paths: Record<string, Record<string, { responses: Record<string, { content: unknown }> }>>;
  };
  const responses = doc.paths["/2/oauth2/token"].post.responses;
  assert.match(JSON.stringify(responses["400"]), /OAuth2Error/);
  assert.match(JSON.stringify(responses["401"]), /OAuth2Error/);
  assert.match(JSON.stringify(responses["429"]), /#\/components\/schemas\/Errors/);
  const platform = platformOpenApiDocument("platform") as {
    paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
  };
  const token = platform.paths["/oauth2/token"].post.responses;
  assert.match(token["403"].description, /^99 Unable to verify your credentials\./);
  assert.ok(token["200"]);
});
