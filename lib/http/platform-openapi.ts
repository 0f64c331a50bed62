import { CREDENTIAL_ERRORS, type CredentialErrorName } from "./errors";
import { oauth2Status } from "./oauth2-error";
import type { PlatformRoute, PlatformScheme } from "./platform-route";
import { SECURITY_SCHEMES, ERROR_SCHEMAS } from "./platform-openapi-parts";
import {
  jsonSchemaOf,
  openApiDocument,
  operationId,
  pathParamNames,
  type Json,
} from "./openapi-kit";

/**
 * The OpenAPI 3.1 document of a platform or oauth2 family's declared routes (/1.1/openapi.json,
 * /2/oauth2/openapi.json): the parameters the routes read, their credentials, their answers (JSON,
 * form-encoded or a file), the refusals each may answer in the family's format, and the worked
 * examples, so the document cannot drift from the behaviour.
 */

/** Path parameters, and on GET the query; a POST's other parameters are its body's fields. */
function parameters(route: PlatformRoute, inBody: boolean): Json[] {
  const schema = route.params ?? route.fields;
  if (!schema) return [];
  const js = jsonSchemaOf(schema, "input");
  const inPath = new Set(pathParamNames(route.path));
  return Object.entries(js.properties ?? {})
    .filter(([name]) => inPath.has(name) || !inBody)
    .map(([name, schema]) => ({
      name,
      in: inPath.has(name) ? "path" : "query",
      required: inPath.has(name) || (js.required?.includes(name) ?? false),
      schema,
      ...(route.example.params?.[name] !== undefined && { example: route.example.params[name] }),
    }));
}

/** A POST's fields: a form body (the query string takes them too), a multipart body for uploads. */
function requestBody(route: PlatformRoute): Json | undefined {
  const schema = route.params ?? route.fields;
  if (route.method !== "POST" || !schema) return undefined;
  const js = jsonSchemaOf(schema, "input");
  const inPath = new Set(pathParamNames(route.path));
  const properties = Object.fromEntries(
    Object.entries(js.properties ?? {}).filter(([name]) => !inPath.has(name)),
  );
  if (!Object.keys(properties).length) return undefined;
  const body = { schema: { ...js, properties }, example: route.example.params };
  const types = route.fields
    ? ["multipart/form-data", "application/x-www-form-urlencoded"]
    : route.family === "oauth2"
      ? ["application/x-www-form-urlencoded", "application/json"]
      : ["application/x-www-form-urlencoded"];
  return { required: false, content: Object.fromEntries(types.map((t) => [t, body])) };
}

function success(route: PlatformRoute, status: number): Json {
  const headers = Object.entries(route.headers);
  const empty = status === 204 || status === 304 || status === 416;
  return {
    description: route.summary,
    ...(headers.length && {
      headers: Object.fromEntries(
        headers.map(([name, value]) => [name, { schema: { type: "string", const: value } }]),
      ),
    }),
    ...(!empty && {
      content: {
        [route.contentType]: {
          schema: jsonSchemaOf(route.response, "output"),
          example: route.example.response,
        },
      },
    }),
  };
}

/** The refusals by status: the declared ones in the family's format, the bucket's in the platform's. */
function refusals(route: PlatformRoute): Json {
  const byStatus = new Map<number, { names: string[]; schema: string }>();
  const add = (status: number, name: string, schema: string) => {
    const entry = byStatus.get(status) ?? { names: [], schema };
    entry.names.push(name);
    byStatus.set(status, entry);
  };
  for (const name of route.errors)
    if (isCredentialError(name)) add(CREDENTIAL_ERRORS[name].status, name, "Errors");
    else add(oauth2Status(name), name, "OAuth2Error");
  if (route.limit)
    for (const name of ["RATE_LIMIT_EXCEEDED", "SSL_REQUIRED"] as const)
      add(CREDENTIAL_ERRORS[name].status, name, "Errors");
  return Object.fromEntries(
    [...byStatus].map(([status, { names, schema }]) => [
      String(status),
      {
        description: names.map(describe).join(" | "),
        content: { "application/json": { schema: { $ref: `#/components/schemas/${schema}` } } },
      },
    ]),
  );
}

const isCredentialError = (name: string): name is CredentialErrorName => name in CREDENTIAL_ERRORS;

/** "89 Invalid or expired token." for the platform's codes; RFC 6749's codes are their own words. */
function describe(name: string): string {
  if (!isCredentialError(name)) return name;
  const { code, message } = CREDENTIAL_ERRORS[name];
  return `${code} ${message}`;
}

function operation(route: PlatformRoute): Json {
  const body = requestBody(route);
  return {
    summary: route.summary,
    operationId: operationId(route.method, route.path),
    security: route.schemes.map((scheme) => ({ [scheme]: [] })),
    ...(route.limit && { "x-rate-limit-bucket": route.limit }),
    parameters: parameters(route, !!body),
    ...(body && { requestBody: body }),
    responses: {
      ...Object.fromEntries(route.statuses.map((s) => [String(s), success(route, s)])),
      ...refusals(route),
    },
  };
}

export function platformDocument(
  title: string,
  serverUrl: string,
  routes: readonly PlatformRoute[],
): Json {
  const used = new Set<PlatformScheme>(routes.flatMap((r) => r.schemes));
  return openApiDocument({
    info: { title, version: "1.1" },
    serverUrl,
    routes,
    operation,
    components: {
      securitySchemes: Object.fromEntries([...used].map((s) => [s, SECURITY_SCHEMES[s]])),
      schemas: ERROR_SCHEMAS,
    },
  });
}
