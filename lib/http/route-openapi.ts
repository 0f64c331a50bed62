import {
  errorList,
  jsonSchemaOf,
  openApiDocument,
  operationId,
  pathParamNames,
  type Json,
} from "./openapi-kit";
import { PROBLEM_REASONS, PROBLEM_TYPES, type ProblemReason } from "./problems";
import type { Route } from "./route";

/**
 * The OpenAPI 3.1 document of a family's declared routes (`/2/openapi.json`): the schemas the
 * routes parse with and answer with, their problems and their worked examples, so the document
 * cannot drift from the behaviour.
 */

function parameters(route: Route): Json[] {
  if (!route.params) return [];
  const js = jsonSchemaOf(route.params, "input");
  const inPath = new Set(pathParamNames(route.path));
  return Object.entries(js.properties ?? {}).map(([name, schema]) => ({
    name,
    in: inPath.has(name) ? "path" : "query",
    required: inPath.has(name) || (js.required?.includes(name) ?? false),
    schema,
    ...(route.example.params?.[name] === undefined ? {} : { example: route.example.params[name] }),
  }));
}

/** Every problem a route may answer: the declared ones, bad input, and the credential's refusals. */
function problemResponses(route: Route): Json {
  const reasons: ProblemReason[] = [
    "InvalidRequest",
    "UnsupportedAuthentication",
    "ClientForbidden",
    "TooManyRequests",
    ...route.errors,
  ];
  const byStatus = new Map<number, ProblemReason[]>();
  for (const reason of new Set(reasons)) {
    const { status } = PROBLEM_TYPES[PROBLEM_REASONS[reason]];
    byStatus.set(status, [...(byStatus.get(status) ?? []), reason]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      String(status),
      {
        description: `Problem: ${list.join(", ")}`,
        content: { "application/json": { schema: { $ref: "#/components/schemas/Problems" } } },
      },
    ]),
  );
}

function operation(route: Route): Json {
  return {
    summary: route.summary,
    operationId: operationId(route.method, route.path),
    security: [{ [route.scheme]: [] }],
    ...("deprecation" in route.headers && { deprecated: true }),
    parameters: parameters(route),
    ...(route.body && {
      requestBody: {
        required: true,
        content: {
          "application/json": {
            schema: jsonSchemaOf(route.body, "input"),
            example: route.example.body,
          },
        },
      },
    }),
    responses: {
      ...Object.fromEntries(route.statuses.map((status) => [String(status), success(route)])),
      ...problemResponses(route),
    },
  };
}

/** A success answer: the response schema, the route's headers and the worked example. */
function success(route: Route): Json {
  return {
    description: route.stream
      ? `${route.summary} A long-lived answer: one JSON message per line (CRLF), with blank keep-alive lines; each message is the schema below.`
      : route.summary,
    ...(Object.keys(route.headers).length && {
      headers: Object.fromEntries(
        Object.entries(route.headers).map(([name, value]) => [
          name,
          { schema: { type: "string", const: value } },
        ]),
      ),
    }),
    content: {
      "application/json": {
        schema: jsonSchemaOf(route.response, "output"),
        example: route.example.response,
      },
    },
  };
}

export function routesDocument(title: string, serverUrl: string, routes: readonly Route[]): Json {
  return openApiDocument({
    info: { title, version: "2" },
    serverUrl,
    routes,
    operation,
    components: {
      securitySchemes: {
        AppOnlyBearer: { type: "http", scheme: "bearer", description: "An app-only bearer token" },
        UserContext: { type: "http", scheme: "bearer", description: "OAuth 2.0 user token" },
      },
      schemas: {
        Problems: errorList({
          type: "object",
          required: ["type", "title", "detail", "reason"],
          properties: {
            type: { type: "string", format: "uri" },
            title: { type: "string" },
            detail: { type: "string", description: "what was wrong and what was expected" },
            reason: { type: "string", enum: Object.keys(PROBLEM_REASONS) },
            parameter: { type: "string" },
            value: { type: "string" },
          },
        }),
      },
    },
  });
}
