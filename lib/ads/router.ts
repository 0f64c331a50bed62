import { Hono, type Context } from "hono";
import { AdsError } from "./kernel/errors";
import { errorResponse } from "./kernel/handler";
import type { AdsEnv } from "./kernel/call";
import { mountOperations } from "./kernel/mount-operations";
import { OPERATIONS } from "./operations";
import { openApiDocument } from "./openapi";
import { referencePage } from "./reference-page";

const VERSION = "12";

function versioned(sandbox: boolean): Hono<AdsEnv> {
  const app = new Hono<AdsEnv>();
  app.use("*", async (c, next) => {
    c.set("sandbox", sandbox);
    await next();
  });
  mountOperations(
    app,
    OPERATIONS.filter((op) => op.version === VERSION),
  );
  return app;
}

/**
 * The advertising interface under both bases: {ads_url} (/ads) serves production accounts and
 * {ads_sandbox_url} (/ads-sandbox) sandbox accounts, every endpoint on both; sandbox-only calls
 * refuse production with a clear error. Unknown paths under the two bases answer ROUTE_NOT_FOUND, a
 * known path with another verb METHOD_NOT_ALLOWED; other paths are left to the platform's 404.
 */
export function createAdsRouter(): Hono<AdsEnv> {
  const app = new Hono<AdsEnv>();
  const prod = versioned(false);
  const sandbox = versioned(true);
  app.get("/ads/openapi.json", (c) => c.json(openApiDocument()));
  app.get("/ads/docs", (c) => c.html(referencePage()));
  app.route(`/ads/${VERSION}`, prod);
  app.route(`/ads-sandbox/${VERSION}`, sandbox);
  const known = [...prod.routes, ...sandbox.routes]
    .filter((r) => r.method !== "ALL")
    .map((r) => ({ method: r.method, re: pathRegex(r.path) }));
  // Only under the advertising bases: any other unknown path is the platform's (404, code 34).
  const unknownRoute = (c: Context<AdsEnv>) => {
    const path = new URL(c.req.url).pathname.replace(/^\/ads(-sandbox)?\/\d+/, "");
    const version = /^\/ads(?:-sandbox)?\/(\d+)\//.exec(new URL(c.req.url).pathname)?.[1];
    const matches = known.filter((k) => k.re.test(path));
    if (version === VERSION && matches.length) {
      const allowed = [...new Set(matches.map((m) => m.method))].filter((m) => m !== "ALL");
      c.header("allow", allowed.join(", "));
      return errorResponse(
        c,
        AdsError.of(
          "METHOD_NOT_ALLOWED",
          `${c.req.method} is not allowed here; allowed: ${allowed.join(", ")}.`,
        ),
      );
    }
    const hint =
      version && version !== VERSION
        ? ` Version ${version} is not served; version ${VERSION} is served: use /${VERSION}/.`
        : "";
    return errorResponse(
      c,
      AdsError.of(
        "ROUTE_NOT_FOUND",
        `No advertising endpoint ${c.req.method} ${new URL(c.req.url).pathname}.${hint}`,
      ),
    );
  };
  app.all("/ads/*", unknownRoute);
  app.all("/ads-sandbox/*", unknownRoute);
  return app;
}

function pathRegex(path: string): RegExp {
  return new RegExp("^" + path.replace(/\/\*$/, "(/.*)?").replace(/:[a-z_]+/g, "[^/]+") + "/?$");
}
