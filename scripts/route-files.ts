import fs from "node:fs";
import path from "node:path";
import { DOCUMENT_PATHS, OAUTH2_ROUTES, PLATFORM_ROUTES } from "@/lib/platform/routes/platform";
import { PAGE_ROUTES, PAGES_DOCUMENT_PATH } from "@/lib/platform/routes/pages";
import { V2_ROUTES } from "@/lib/platform/routes/v2";
import { CONSOLE_ROUTES } from "@/lib/platform/routes/console-api";
import { OPERATIONS } from "@/lib/ads/operations";
import { GENERATED_FROM } from "@/lib/ads-kernel/resource-operations";
import type { Operation } from "@/lib/ads-kernel/operation";
import { declaringModules, ROOT } from "./declaring-module";

/**
 * The file that declares each served route ("GET /path" as the router lists it): a declared route
 * is matched by identity to the module that made it (declaring-module.ts); an advertising resource's
 * generated operations name the resource's declaration; the documents, which are served beside
 * their lists and declare nothing, name the module that serves them.
 */
const SERVED_BESIDE_THEIR_LISTS: Record<string, string> = {
  [`GET ${DOCUMENT_PATHS.platform}`]: "lib/platform/routes/platform.ts",
  [`GET ${DOCUMENT_PATHS.oauth2}`]: "lib/platform/routes/platform.ts",
  [`GET ${PAGES_DOCUMENT_PATH}`]: "lib/platform/routes/pages.ts",
  "GET /2/openapi.json": "lib/platform/routes/v2.ts",
  "GET /console-api/openapi.json": "lib/platform/routes/console-api.ts",
  "GET /ads/openapi.json": "lib/ads/router.ts",
  "GET /ads/docs": "lib/ads/router.ts",
};

const adsKey = (op: Operation) => `${op.method.toUpperCase()} /ads/${op.version}${op.path}`;

export async function routeFiles(): Promise<(key: string) => string> {
  const declaring = await declaringModules("lib/platform/app.ts");
  const files = new Map<string, string>();
  const routes = [...PLATFORM_ROUTES, ...OAUTH2_ROUTES, ...PAGE_ROUTES, ...V2_ROUTES];
  for (const route of [...routes, ...CONSOLE_ROUTES])
    files.set(`${route.method} ${route.path}`, declaring(route));
  for (const op of OPERATIONS) files.set(adsKey(op), declaring(GENERATED_FROM.get(op) ?? op));
  for (const [key, file] of Object.entries(SERVED_BESIDE_THEIR_LISTS)) {
    // The serving module names the path, so a document that moves leaves no stale row.
    if (!fs.readFileSync(path.join(ROOT, file), "utf8").includes(`"${key.split(" ")[1]}"`))
      throw new Error(`${file} does not serve ${key}`);
    files.set(key, file);
  }
  return (key) => {
    const file = files.get(key);
    if (!file) throw new Error(`${key} is served, but no declaration or serving module names it`);
    return file;
  };
}
