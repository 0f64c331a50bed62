import { Hono } from "hono";
import { logFailure } from "@/lib/log/failure";
import { credentialErrorBody, OAuthError, oauthErrorResponse } from "../http/errors";
import { consoleApi } from "./routes/console-api";
import { createAdsRouter } from "@/lib/ads/router";
import { nulGuard } from "./nul-guard";
import { textGuard } from "./text-guard";
import { refusal } from "../http/refusals";
import { pathFamily } from "../http/families";
import { pagePolicy } from "../http/security-headers";
import { config } from "@/lib/config/env";
import { v2Routes } from "./routes/v2";
import { platformRoutes } from "./routes/platform";
import { pageRoutes } from "./routes/pages";

const DELETE_BODY_PATHS = ["/2/connections", "/2/powerstream/rules"];

/** The platform's HTTP interfaces on one lean router (no Next per-request cost). */
export function createPlatformApp(): Hono {
  const app = new Hono();
  // Body size is limited for every path in server.ts (lib/platform/front-guards.ts) before this runs.
  app.use("*", async (c, next) => {
    // DELETE /2/connections and /2/powerstream/rules name what they delete in a JSON body (FACTS).
    const bodyAllowed =
      c.req.method === "DELETE" && DELETE_BODY_PATHS.includes(new URL(c.req.url).pathname);
    if (["GET", "HEAD", "DELETE", "OPTIONS"].includes(c.req.method) && !bodyAllowed) {
      const length = c.req.header("content-length");
      // These methods take no body here; refusing one keeps an unauthenticated client from streaming gigabytes.
      if ((length !== undefined && length !== "0") || c.req.header("transfer-encoding")) {
        const detail = `${c.req.method} requests take no body here; send parameters in the query string.`;
        const r = refusal(pathFamily(new URL(c.req.url).pathname), "too-large", detail);
        return c.body(r.body, r.status, r.headers);
      }
    }
    return next();
  });
  // Not UTF-8 or a lone surrogate is named as such, before the NUL check reads the same text.
  app.use("*", textGuard());
  app.use("*", nulGuard());
  // The platform's own pages run no script: a stricter policy than server.ts's default.
  app.use("*", async (c, next) => {
    if (pathFamily(new URL(c.req.url).pathname) === "page")
      c.header("content-security-policy", pagePolicy(config().publicBaseUrl));
    await next();
  });
  // The declared platform and oauth2 routes, with their documents.
  app.route("/", platformRoutes());
  // The declared HTML pages, with their document.
  app.route("/", pageRoutes());
  app.route("/", consoleApi);
  app.route("/", createAdsRouter());
  app.route("/", v2Routes());
  // The reference platform's exact answer, which clients match on.
  app.notFound((c) => c.json(credentialErrorBody("PAGE_NOT_FOUND"), 404));
  app.onError((err, c) => {
    if (err instanceof OAuthError) return oauthErrorResponse(c, err);
    // Logged without request data: headers and bodies may carry credentials.
    logFailure("platform", `${c.req.method} ${new URL(c.req.url).pathname}`, err);
    return oauthErrorResponse(c, new OAuthError("INTERNAL_ERROR"));
  });
  return app;
}

export { isPlatformPath } from "../http/families";
