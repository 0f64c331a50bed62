import assert from "node:assert/strict";
import fs from "node:fs";
import test from "node:test";
import { ROUTE_LIST, routeListMarkdown } from "./route-list";

test("docs/routes.md lists exactly what the router serves (npm run routes rewrites it)", async () => {
  const { format } = await import("prettier");
  const generated = await format(routeListMarkdown(), { parser: "markdown" });
  assert.equal(fs.readFileSync(ROUTE_LIST, "utf8"), generated);
});
