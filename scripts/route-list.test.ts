import assert from "node:assert/strict";
import fs from "node:fs";
import test from "node:test";
import { ROUTE_LIST, routeListMarkdown } from "./route-list";

test("docs/routes.md lists exactly what the router serves (npm run routes rewrites it)", async () => {
  const { format } = await import("prettier");
  const generated = await format(await routeListMarkdown(), { parser: "markdown" });
  assert.equal(fs.readFileSync(ROUTE_LIST, "utf8"), generated);
});

test("every route names a file that exists, the one its declaration is made in", () => {
  const rows = fs
    .readFileSync(ROUTE_LIST, "utf8")
    .matchAll(/^\| (\w+) +\| `([^`]+)` +\| `([^`]+)` +\|$/gm);
  const files = new Map([...rows].map(([, method, path, file]) => [`${method} ${path}`, file]));
  for (const file of new Set(files.values())) assert.ok(fs.existsSync(file), file);
  // A module spreading another's list is not where its routes are made.
  assert.equal(files.get("GET /2/users/me"), "lib/auth/routes/users.ts");
  assert.equal(files.get("GET /healthz"), "lib/platform/routes/platform.ts");
  assert.equal(
    files.get("POST /ads/12/accounts/:account_id/campaigns"),
    "lib/ads/campaigns/resource.ts",
  );
  assert.equal(files.get("GET /i/post_previews/:token"), "lib/ads/previews/page-route.ts");
});
