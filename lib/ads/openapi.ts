import { z } from "zod";
import { config } from "@/lib/config/env";
import { ADS_ERROR_CODES, statusOf } from "../http/ads-error-catalogue";
import { OPERATIONS } from "./operations";
import { matrixMarkdown } from "../ads-kernel/permissions";
import type { Operation } from "../ads-kernel/operation";
import { pathParamNames } from "@/lib/http/openapi-kit";
import { requestExample, wireParams } from "./openapi-example";

/**
 * OpenAPI 3.1 document generated from the operation registry: the same zod schemas the kernel parses
 * with and the record schemas the handlers answer with, so the reference cannot drift from the
 * behaviour. Parameters travel in the query string (or a form body); JSON bodies say so.
 */
type Json = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: "input" | "output"): Json {
  return z.toJSONSchema(schema, { io, unrepresentable: "any" }) as Json;
}

function queryParams(schema: z.ZodType, skip: string[], example: Record<string, string>): Json[] {
  const js = jsonSchema(schema, "input") as {
    properties?: Record<string, Json>;
    required?: string[];
  };
  return Object.entries(js.properties ?? {})
    .filter(([name]) => !skip.includes(name))
    .map(([name, s]) => ({
      name,
      in: "query",
      required: js.required?.includes(name) ?? false,
      schema: s,
      ...(name in example ? { example: example[name] } : {}),
    }));
}

const pathParam = (name: string, example?: string) => ({
  name,
  in: "path",
  required: true,
  schema: { type: "string" },
  example,
});
const errorItem = {
  type: "object",
  required: ["code", "message"],
  properties: {
    code: { type: "string", enum: ADS_ERROR_CODES },
    message: { type: "string", description: "what was wrong and what was expected" },
    parameter: { type: "string", description: "the parameter at fault, when there is one" },
    platform_code: {
      type: "integer",
      description:
        "credential failures (UNAUTHORIZED_ACCESS): the platform's code, e.g. 89 invalid or expired token",
    },
  },
};
/** The envelope once, under components; every operation's error responses refer to it. */
const errorEnvelope = {
  type: "object",
  required: ["errors", "request"],
  properties: {
    errors: { type: "array", items: { $ref: "#/components/schemas/AdsErrorItem" } },
    request: { type: "object" },
    operation_errors: {
      type: "array",
      description: "batch endpoints: item errors aligned with the request (empty for good items)",
      items: { type: "array", items: { $ref: "#/components/schemas/AdsErrorItem" } },
    },
  },
};
const errorResponse = (status: number) => ({
  description: `Error envelope. Codes with status ${status}: ${ADS_ERROR_CODES.filter((c) => statusOf(c) === status).join(", ")}`,
  content: {
    "application/json": { schema: { $ref: "#/components/schemas/AdsErrorEnvelope" } },
  },
});
const errors = Object.fromEntries(
  [400, 401, 403, 404, 429, 500].map((s) => [String(s), errorResponse(s)]),
);

function envelope(op: Operation): Json {
  const record = op.record ? jsonSchema(op.record, "output") : { type: "object" };
  const data = op.response === "record" ? record : { type: "array", items: record };
  // Declared fields beside request and data (stats: data_type, time_series_length), all present.
  const fields = Object.entries(op.fields?.shape ?? {});
  const properties: Json = {
    ...Object.fromEntries(fields.map(([name, s]) => [name, jsonSchema(s, "output")])),
    request: { type: "object" },
    data,
  };
  if (op.response === "list") {
    properties.next_cursor = { type: ["string", "null"] };
    properties.total_count = { type: "integer", description: "only with with_total_count=true" };
  }
  const required = [...fields.map(([name]) => name), "request", "data"];
  return { type: "object", required, properties };
}

function operationObject(op: Operation): Json {
  const names = pathParamNames(op.path);
  const body = op.body ?? op.bodyShape;
  return {
    summary: op.summary,
    tags: [op.family],
    "x-permission": op.action,
    ...(op.sandboxOnly ? { "x-sandbox-only": true } : {}),
    parameters: [
      ...names.map((n) => pathParam(n, op.example.path?.[n])),
      ...queryParams(op.params, names, wireParams(op)),
    ],
    ...(body
      ? {
          requestBody: {
            required: true,
            content: {
              "application/json": { schema: jsonSchema(body, "input"), example: op.example.body },
            },
          },
        }
      : {}),
    "x-request-example": requestExample(op),
    ...(op.example.refused ? { "x-refused-examples": op.example.refused } : {}),
    responses: {
      [String(op.status ?? 200)]: {
        description: "Envelope",
        content: { "application/json": { schema: envelope(op) } },
      },
      ...errors,
    },
  };
}

/** "/12/accounts/{account_id}/campaigns" for "/accounts/:account_id/campaigns" of version 12. */
function documentPath(op: Operation): string {
  return `/${op.version}${op.path.replace(/:([a-z_]+)/g, "{$1}")}`;
}

let cached: Json | undefined;
export function openApiDocument(): Json {
  if (cached) return cached;
  const paths: Record<string, Json> = {};
  for (const op of OPERATIONS) (paths[documentPath(op)] ??= {})[op.method] = operationObject(op);
  const { adsBaseUrl: ads, adsSandboxBaseUrl: sandbox } = config();
  cached = {
    openapi: "3.1.0",
    info: {
      title: "SVC advertising interface",
      version: "12",
      description: `Bases: {ads_url} = ${ads} (production), {ads_sandbox_url} = ${sandbox} (sandbox).\n\nPermissions:\n\n${matrixMarkdown()}`,
    },
    servers: [
      { url: ads, description: "production accounts" },
      { url: sandbox, description: "sandbox accounts" },
    ],
    paths,
    components: { schemas: { AdsErrorItem: errorItem, AdsErrorEnvelope: errorEnvelope } },
  };
  return cached;
}
