import { Hono, type Context } from "hono";
import { AdsError } from "../ads-kernel/errors";
import { errorResponse } from "../ads-kernel/handler";
import type { AdsEnv } from "../ads-kernel/call";
import type { AdsVersion } from "../ads-kernel/operation";
import { mountOperations } from "../ads-kernel/mount-operations";
import { OPERATIONS } from "./operations";
import { openApiDocument } from "./openapi";
import { referencePage } from "./reference-page/page";
import { config } from "@/lib/config/env";
import { arrivedOnOwnHost, publicUrlOf, requestHost } from "@/lib/http/bases";

/** 12, and 5 once the registry holds version-5 operations (tailored-audience permissions, recommendations). */
const VERSIONS = [...new Set(OPERATIONS.map((op) => op.version))].sort((a, b) => +b - +a);

function versioned(sandbox: boolean, version: AdsVersion): Hono<AdsEnv> {
  const app = new Hono<AdsEnv>();
  app.use("*", async (c, next) => {
    c.set("sandbox", sandbox);
    await next();
  });
  mountOperations(
    app,
    OPERATIONS.filter((op) => op.version === version),
  );
  return app;
}

/**
 * The advertising interface under both bases, mounted at /ads and /ads-sandbox (published at
 * ADS_BASE_URL and ADS_SANDBOX_BASE_URL, lib/http/bases.ts): {ads_url} serves production accounts
 * and {ads_sandbox_url} sandbox accounts, every endpoint on both; sandbox-only calls
 * refuse production with a clear error. Unknown paths under the two bases answer ROUTE_NOT_FOUND, a
 * known path with another verb METHOD_NOT_ALLOWED; other paths are left to the platform's 404.
 */
export function createAdsRouter(): Hono<AdsEnv> {
  const app = new Hono<AdsEnv>();
  app.get("/ads/openapi.json", (c) => c.json(openApiDocument()));
  app.get("/ads/docs", (c) => {
    // "Try it" sends calls with the console's session, which lives on PUBLIC_BASE_URL's host.
    const host = requestHost(c.req.header("x-forwarded-host"), c.req.header("host"));
    if (arrivedOnOwnHost(host, "/ads/docs"))
      return c.redirect(`${config().publicBaseUrl}/ads/docs`);
    return c.html(referencePage());
  });
  const known: { version: string; method: string; re: RegExp }[] = [];
  for (const version of VERSIONS) {
    const prod = versioned(false, version);
    app.route(`/ads/${version}`, prod);
    app.route(`/ads-sandbox/${version}`, versioned(true, version));
    for (const r of prod.routes)
      if (r.method !== "ALL") known.push({ version, method: r.method, re: pathRegex(r.path) });
  }
  const served =
    (VERSIONS.length === 1
      ? `version ${VERSIONS[0]} is served`
      : `versions ${VERSIONS.join(" and ")} are served`) +
    `: use ${VERSIONS.map((v) => `/${v}/`).join(" or ")}`;
  // A path served under another version names it, so a caller on /11/ or /5/ sees where it lives.
  const versionHint = (version: string | undefined, path: string): string => {
    const elsewhere = [
      ...new Set(
        known.filter((k) => k.version !== version && k.re.test(path)).map((k) => k.version),
      ),
    ];
    const unserved = version && !VERSIONS.some((v) => v === version);
    const where = elsewhere.length
      ? ` This endpoint is served under ${elsewhere.map((v) => `/${v}/`).join(" and ")}.`
      : "";
    return (unserved ? ` Version ${version} is not served; ${served}.` : "") + where;
  };
  // Only under the advertising bases: any other unknown path is the platform's (404, code 34).
  const unknownRoute = (c: Context<AdsEnv>) => {
    const path = new URL(c.req.url).pathname.replace(/^\/ads(-sandbox)?\/\d+/, "");
    const version = /^\/ads(?:-sandbox)?\/(\d+)\//.exec(new URL(c.req.url).pathname)?.[1];
    const matches = known.filter((k) => k.version === version && k.re.test(path));
    if (matches.length) {
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
    const hint = versionHint(version, path);
    return errorResponse(
      c,
      AdsError.of(
        "ROUTE_NOT_FOUND",
        `No advertising endpoint ${c.req.method} ${publicUrlOf(new URL(c.req.url).pathname)}.${hint}`,
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
