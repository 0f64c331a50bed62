import http from "node:http";
import { getRequestListener } from "@hono/node-server";
import { config } from "@/lib/config/env";
import { prepareRuntime } from "@/lib/platform/start";
import { closeDatabase } from "@/lib/db/client";
import { stopJobs } from "@/lib/jobs/engine";
import { createPlatformApp } from "@/lib/platform/app";
import { isPlatformPath } from "@/lib/http/families";
import { defaultPolicy, setSecurityHeaders } from "@/lib/http/security-headers";
import { PREVIEW_PAGE_PREFIX } from "@/lib/ads/previews/page-route";
import { limitBody, onClientError, requestPath } from "@/lib/platform/front-guards";
import { requestHost, routedTarget } from "@/lib/http/bases";
import { RETURN_PATH_HEADER } from "@/lib/auth/safe-redirect";

/**
 * One process, one port: the platform's interfaces go to the lean Hono router on node:http;
 * every other path (console pages, next-auth) goes to Next. `--dev` runs Next in development mode;
 * SVC_CONSOLE=off serves the interfaces alone (no Next build needed).
 */
async function main() {
  const cfg = config();
  const dev = process.argv.includes("--dev");
  const runtime = await prepareRuntime();
  const platform = getRequestListener(createPlatformApp().fetch);

  let nextHandler: ((req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>) | null =
    null;
  if (cfg.console) {
    const { default: next } = await import("next");
    const nextApp = next({ dev, dir: process.cwd(), hostname: "localhost", port: cfg.port });
    await nextApp.prepare();
    nextHandler = nextApp.getRequestHandler();
  }

  const policy = defaultPolicy({ dev, publicBaseUrl: cfg.publicBaseUrl });
  const server = http.createServer((req, res) => {
    // An interface on a host of its own (ADS_BASE_URL=https://ads-api.example.com) is served at its
    // mount here: every guard and router below sees the mounted path.
    const host = requestHost(req.headers["x-forwarded-host"]?.toString(), req.headers.host);
    req.url = routedTarget(host, req.url ?? "/");
    const pathname = requestPath(req.url);
    // Post preview pages set their own policy (the route) and are made to be framed.
    setSecurityHeaders(res, policy, pathname.startsWith(PREVIEW_PAGE_PREFIX));
    if (!limitBody(req, res)) return;
    if (isPlatformPath(pathname) || !nextHandler) {
      void platform(req, res);
      return;
    }
    // The console's layout sends a signed-out visitor to sign in and back here (app/session.ts): it
    // learns the page asked for only from this header, set here so no client can choose its value.
    req.headers[RETURN_PATH_HEADER] = req.url ?? "/";
    nextHandler(req, res).catch((err) => {
      console.error("[next] request failed:", err instanceof Error ? err.message : err);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });
  server.keepAliveTimeout = 65_000;
  server.on("clientError", onClientError);

  await new Promise<void>((resolve) => server.listen(cfg.port, cfg.host, resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : cfg.port;
  console.log(
    [
      `SVC Platform is running (${runtime.engine === "pglite" ? `embedded PGlite in ${cfg.dataDir}` : "PostgreSQL"}) on port ${port}.`,
      `  Console:          ${cfg.publicBaseUrl}/console`,
      `  Demo sign-in:     user "demo"; its password is in ${runtime.credentialsFile} (\`npm run demo:credentials\` prints it)`,
      `  API credentials:  ${runtime.credentialsFile} (consumer key/secret, access token/secret)`,
      `  Try it:           curl -s ${cfg.publicBaseUrl}/healthz`,
    ].join("\n"),
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`Received ${signal}, shutting down.`);
    server.close();
    server.closeAllConnections();
    await stopJobs();
    await closeDatabase().catch(() => undefined);
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
