import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";

/**
 * The contract every declared HTML page keeps (lib/auth/page-route.ts), generated from the
 * declarations: called with no fields and no cookies, a page answers one of its declared statuses
 * (an HTML page, or a redirect with a Location), a form its declared CSRF refusal in its declared
 * type; the pages' document is served and lists them.
 */
let srv: TestServer;
let pages: typeof import("../../lib/platform/routes/pages");

before(async () => {
  srv = await inProcessServer();
  pages = await import("../../lib/platform/routes/pages");
});
after(() => srv.stop());

test("each page answers a declared status, in HTML or as a declared redirect", async () => {
  for (const route of pages.PAGE_ROUTES) {
    const name = `${route.method} ${route.path}`;
    const res = await srv.fetch!(`${srv.baseUrl}${route.path.replace(/:[a-z_]+/g, "x")}`, {
      method: route.method,
      redirect: "manual",
      ...(route.method === "POST" && {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "",
      }),
    });
    await res.body?.cancel();
    const type = res.headers.get("content-type") ?? "";
    if (route.csrf) {
      assert.equal(res.status, 403, name);
      assert.ok(type.startsWith(route.csrf.contentType ?? "text/html"), `${name}: ${type}`);
    } else if (res.status in route.redirects) assert.ok(res.headers.get("location"), name);
    else {
      assert.ok(res.status in route.pages, `${name}: ${res.status} is not declared`);
      assert.ok(type.startsWith("text/html"), `${name}: ${type}`);
    }
  }
});

test("the pages' document is served and lists every page", async () => {
  const res = await srv.fetch!(`${srv.baseUrl}${pages.PAGES_DOCUMENT_PATH}`);
  assert.equal(res.status, 200);
  const doc = (await res.json()) as { paths: Record<string, Record<string, unknown>> };
  for (const route of pages.PAGE_ROUTES)
    assert.ok(
      doc.paths[route.path.replace(/:([a-z_]+)/g, "{$1}")]?.[route.method.toLowerCase()],
      `${route.method} ${route.path}`,
    );
});
