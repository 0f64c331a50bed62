import { z } from "zod";

/**
 * What every family's OpenAPI 3.1 document is built from (route-openapi.ts, platform-openapi.ts,
 * lib/auth/console-openapi.ts, lib/auth/page-openapi.ts): the JSON Schema of a zod schema, an
 * operation's id, the paths of a list of declared routes, an error list's envelope, the document.
 */
export type Json = Record<string, unknown>;

export const jsonSchemaOf = (schema: z.ZodType, io: "input" | "output") =>
  z.toJSONSchema(schema, { io, unrepresentable: "any" });

/** The names of a route pattern's path parameters: "/2/webhooks/:webhook_id" → ["webhook_id"]. */
export const pathParamNames = (path: string) =>
  [...path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]);

/** "postOauth2Token" for POST /oauth2/token: unique per method and path. */
export const operationId = (method: string, path: string) =>
  `${method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_, ch: string | undefined) => (ch ?? "").toUpperCase())}`;

/** `{"errors":[item, …]}`: the envelope every family's refusals share, around its own item. */
export const errorList = (item: Json, description?: string): Json => ({
  type: "object",
  required: ["errors"],
  ...(description && { description }),
  properties: { errors: { type: "array", items: item } },
});

/** The document: each route under its path (":name" written "{name}"), by method. */
export function openApiDocument<R extends { method: string; path: string }>(spec: {
  info: Json;
  serverUrl: string;
  routes: readonly R[];
  operation: (route: R) => Json;
  components: Json;
}): Json {
  const paths: Record<string, Json> = {};
  for (const route of spec.routes) {
    const path = route.path.replace(/:([A-Za-z_]+)/g, "{$1}");
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: spec.operation(route) };
  }
  return {
    openapi: "3.1.0",
    info: spec.info,
    servers: [{ url: spec.serverUrl }],
    paths,
    components: spec.components,
  };
}
