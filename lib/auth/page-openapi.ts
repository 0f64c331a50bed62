import { z } from "zod";
import { CREDENTIAL_ERRORS } from "@/lib/http/errors";
import { ERROR_SCHEMAS } from "@/lib/http/platform-openapi-parts";
import { openApiDocument, operationId, pathParamNames, type Json } from "@/lib/http/openapi-kit";
import { CSRF_FIELD, type PageRoute } from "./page-route";

/**
 * The OpenAPI 3.1 document of the HTML pages (/1.1/pages/openapi.json): each page's fields, its
 * HTML answers and redirects, its form's CSRF token and its bucket's JSON refusals, generated from
 * the declarations (lib/auth/page-route.ts) so it cannot drift from what is mounted.
 */

const HTML = { "text/html": { schema: { type: "string" } } };

const pathNames = (path: string) => new Set(pathParamNames(path));

function parameters(route: PageRoute): Json[] {
  const js = z.toJSONSchema(route.fields, { io: "input" });
  const inPath = pathNames(route.path);
  return Object.entries(js.properties ?? {})
    .filter(([name]) => inPath.has(name) || route.method === "GET")
    .map(([name, schema]) => ({
      name,
      in: inPath.has(name) ? "path" : "query",
      required: inPath.has(name),
      schema,
    }));
}

/** A POST's form: its declared fields and, on a form with CSRF, the token the page rendered. */
function requestBody(route: PageRoute): Json | undefined {
  if (route.method !== "POST") return undefined;
  const js = z.toJSONSchema(route.fields, { io: "input" });
  const properties: Record<string, unknown> = { ...js.properties };
  if (route.csrf)
    properties[CSRF_FIELD] = {
      type: "string",
      description: "The token the page's form carries, valid only with this browser's cookies.",
    };
  const schema = {
    type: "object",
    properties,
    ...(route.csrf && { required: [CSRF_FIELD] }),
  };
  return { required: true, content: { "application/x-www-form-urlencoded": { schema } } };
}

function responses(route: PageRoute): Json {
  const byStatus = new Map<string, { descriptions: string[]; content: Json; headers?: Json }>();
  const add = (status: number, description: string, content: Json, headers?: Json) => {
    const entry = byStatus.get(String(status)) ?? { descriptions: [], content: {} };
    entry.descriptions.push(description);
    Object.assign(entry.content, content);
    if (headers) entry.headers = headers;
    byStatus.set(String(status), entry);
  };
  for (const [status, says] of Object.entries(route.pages)) add(Number(status), says, HTML);
  for (const [status, to] of Object.entries(route.redirects))
    add(Number(status), `Redirect: ${to}`, {}, { location: { schema: { type: "string" } } });
  if (route.csrf) {
    const type = route.csrf.contentType ?? "text/html";
    add(403, route.csrf.description, { [type]: { schema: { type: "string" } } });
  }
  if (route.limit)
    for (const name of ["RATE_LIMIT_EXCEEDED", "SSL_REQUIRED"] as const) {
      const { status, code, message } = CREDENTIAL_ERRORS[name];
      add(status, `${code} ${message}`, {
        "application/json": { schema: { $ref: "#/components/schemas/Errors" } },
      });
    }
  return Object.fromEntries(
    [...byStatus].map(([status, { descriptions, content, headers }]) => [
      status,
      {
        description: descriptions.join(" | "),
        ...(headers && { headers }),
        ...(Object.keys(content).length && { content }),
      },
    ]),
  );
}

function operation(route: PageRoute): Json {
  const body = requestBody(route);
  return {
    summary: route.summary,
    operationId: operationId(route.method, route.path),
    ...(route.limit && { "x-rate-limit-bucket": route.limit }),
    ...(route.csrf && { "x-form-csrf": CSRF_FIELD }),
    parameters: parameters(route),
    ...(body && { requestBody: body }),
    responses: responses(route),
  };
}

export function pagesDocument(serverUrl: string, routes: readonly PageRoute[]): Json {
  return openApiDocument({
    info: { title: "HTML pages: sign-in, approvals, previews", version: "1.1" },
    serverUrl,
    routes,
    operation,
    components: { schemas: { Errors: ERROR_SCHEMAS.Errors } },
  });
}
