import {
  errorList,
  jsonSchemaOf,
  openApiDocument,
  pathParamNames,
  type Json,
} from "@/lib/http/openapi-kit";
import type { ConsoleRoute } from "./console-route";
import type { ConsoleEventsRoute } from "./console-events-route";

/**
 * The OpenAPI 3.1 document of the console's JSON API (`/console-api/openapi.json`), from its
 * declarations: the schemas the routes parse with and answer with, so it cannot drift.
 */
type AnyRoute = ConsoleRoute | ConsoleEventsRoute;

function parameters(route: AnyRoute): Json[] {
  const inPath = pathParamNames(route.path).map((name) => ({
    name,
    in: "path",
    required: true,
    schema: { type: "string" },
  }));
  const query = route.kind === "json" && route.query ? jsonSchemaOf(route.query, "input") : {};
  const properties = "properties" in query && query.properties ? query.properties : {};
  const required = "required" in query && Array.isArray(query.required) ? query.required : [];
  return [
    ...inPath,
    ...Object.entries(properties).map(([name, schema]) => ({
      name,
      in: "query",
      required: required.includes(name),
      schema,
    })),
  ];
}

function answer(route: AnyRoute): Json {
  if (route.kind === "events")
    return {
      description: `${route.summary}. Each event's data:`,
      content: { "text/event-stream": { schema: jsonSchemaOf(route.event, "output") } },
    };
  const data = jsonSchemaOf(route.response, "output");
  const envelope = route.paged ? { data, next_cursor: { type: ["string", "null"] } } : { data };
  return {
    description: route.summary,
    content: {
      "application/json": {
        schema: { type: "object", required: Object.keys(envelope), properties: envelope },
      },
    },
  };
}

const ERRORS = { $ref: "#/components/schemas/Errors" };

function operation(route: AnyRoute): Json {
  const body = route.kind === "json" ? route.body : undefined;
  return {
    summary: route.summary,
    parameters: parameters(route),
    ...(body && {
      requestBody: {
        required: false,
        content: { "application/json": { schema: jsonSchemaOf(body, "input") } },
      },
    }),
    responses: {
      [String(route.status)]: answer(route),
      "4XX": {
        description: "Refused: each error names its field (`parameter`) where it has one",
        content: { "application/json": { schema: ERRORS } },
      },
    },
  };
}

export function consoleDocument(serverUrl: string, routes: readonly AnyRoute[]): Json {
  return openApiDocument({
    info: {
      title: "SVC Platform console API",
      version: "1",
      description:
        "The JSON API behind the console: the signed-in console session's cookie on every call, and the x-csrf-token header (from GET /console-api/session) on every write.",
    },
    serverUrl,
    routes,
    operation,
    components: {
      schemas: {
        Errors: errorList({
          type: "object",
          required: ["code", "message"],
          properties: {
            code: { type: "string" },
            message: { type: "string" },
            parameter: { type: "string" },
          },
        }),
      },
    },
  });
}
