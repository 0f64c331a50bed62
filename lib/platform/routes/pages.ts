import { Hono } from "hono";
import { OAUTH1_PAGES } from "@/lib/auth/routes/oauth1-pages";
import { OAUTH2_AUTHORIZE_PAGES } from "@/lib/auth/routes/oauth2-authorize";
import { LOGIN_PAGES } from "@/lib/auth/routes/login";
import { postPreviewPage } from "@/lib/ads/previews/page-route";
import type { PageRoute } from "@/lib/auth/page-route";
import { pagesDocument } from "@/lib/auth/page-openapi";
import { config } from "@/lib/config/env";

/**
 * THE list of the platform's HTML pages (family `page`, lib/auth/page-route.ts): mounted below and
 * documented at /1.1/pages/openapi.json, a JSON path of the platform family (a page path would
 * answer its refusals as HTML), beside the platform's own document.
 */
export const PAGE_ROUTES: readonly PageRoute[] = [
  ...OAUTH1_PAGES,
  ...OAUTH2_AUTHORIZE_PAGES,
  ...LOGIN_PAGES,
  postPreviewPage,
];

export const PAGES_DOCUMENT_PATH = "/1.1/pages/openapi.json";

export const pagesOpenApiDocument = () => pagesDocument(config().publicBaseUrl, PAGE_ROUTES);

export function pageRoutes(): Hono {
  const router = new Hono();
  for (const route of PAGE_ROUTES) route.mount(router);
  router.get(PAGES_DOCUMENT_PATH, (c) => c.json(pagesOpenApiDocument()));
  return router;
}
