import { z } from "zod";
import { RESOURCES } from "./resources";
import { listParamsSchema, type ResourceDecl } from "./kernel/resource";
import { matrixMarkdown } from "./kernel/permissions";
import { accountUpdate } from "./accounts/routes";

/**
 * OpenAPI 3.1 document generated from the same zod schemas the handlers parse with, so the reference
 * cannot drift from the behaviour. Parameters travel in the query string (or a form body).
 */
type Json = Record<string, unknown>;

function jsonSchema(schema: z.ZodType): Json {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Json;
}

function queryParams(schema: z.ZodType): Json[] {
  const js = jsonSchema(schema) as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(js.properties ?? {}).map(([name, s]) => ({
    name,
    in: "query",
    required: js.required?.includes(name) ?? false,
    schema: s,
  }));
}

const path = (name: string) => ({ name, in: "path", required: true, schema: { type: "string" } });
const envelope = { description: "Envelope: {request:{params}, data, next_cursor?, total_count?}" };
const errors = {
  "400": { description: "INVALID_PARAMETER / MISSING_PARAMETER / EXCLUSIVE_PARAMETERS" },
  "401": { description: "UNAUTHORIZED_ACCESS" },
  "403": { description: "ACCOUNT_NOT_FOUND or PERMISSION_DENIED" },
  "404": { description: "NOT_FOUND" },
  "429": { description: "TOO_MANY_REQUESTS (retry-after)" },
};

function resourcePaths(d: ResourceDecl): Record<string, Json> {
  const base = `/12/accounts/{account_id}/${d.name}`;
  const out: Record<string, Json> = {
    [base]: {
      get: {
        summary: `List ${d.name}`,
        tags: [d.name],
        "x-permission": d.actions.read,
        parameters: [path("account_id"), ...queryParams(listParamsSchema(d))],
        responses: { "200": envelope, ...errors },
      },
      ...(d.create
        ? {
            post: {
              summary: `Create a ${d.singular}${d.create.sandboxOnly ? " (sandbox only)" : ""}`,
              tags: [d.name],
              "x-permission": d.actions.write,
              parameters: [path("account_id"), ...queryParams(d.create.schema)],
              responses: { "201": envelope, ...errors },
            },
          }
        : {}),
    },
    [`${base}/{${d.idParam}}`]: {
      get: {
        summary: `Get a ${d.singular}`,
        tags: [d.name],
        parameters: [
          path("account_id"),
          path(d.idParam),
          { name: "with_deleted", in: "query", schema: { type: "boolean" } },
        ],
        responses: { "200": envelope, ...errors },
      },
      ...(d.update
        ? {
            put: {
              summary: `Update a ${d.singular}`,
              tags: [d.name],
              parameters: [path("account_id"), path(d.idParam), ...queryParams(d.update.schema)],
              responses: { "200": envelope, ...errors },
            },
          }
        : {}),
      delete: {
        summary: `Delete a ${d.singular}${d.remove?.sandboxOnly ? " (sandbox only)" : ""} (returns it with deleted=true; again: 404)`,
        tags: [d.name],
        parameters: [path("account_id"), path(d.idParam)],
        responses: { "200": envelope, ...errors },
      },
    },
  };
  if (d.batch) {
    out[`/12/batch/accounts/{account_id}/${d.name}`] = {
      post: {
        summary: `Batch create/update/delete ${d.name} (max ${d.batch.max}, all or nothing)`,
        tags: [d.name],
        parameters: [path("account_id")],
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: {
                type: "array",
                maxItems: d.batch.max,
                items: {
                  type: "object",
                  required: ["operation_type", "params"],
                  properties: {
                    operation_type: { enum: ["Create", "Update", "Delete"] },
                    params: { type: "object" },
                  },
                },
              },
            },
          },
        },
        responses: { "200": envelope, ...errors },
      },
    };
  }
  return out;
}

let cached: Json | undefined;
export function openApiDocument(): Json {
  cached ??= {
    openapi: "3.1.0",
    info: {
      title: "SVC advertising interface",
      version: "12",
      description: `Bases: {ads_url} = /ads (production), {ads_sandbox_url} = /ads-sandbox (sandbox).\n\nPermissions:\n\n${matrixMarkdown()}`,
    },
    servers: [{ url: "/ads" }, { url: "/ads-sandbox" }],
    paths: {
      "/12/accounts": {
        get: {
          summary: "List the caller's accounts",
          tags: ["accounts"],
          responses: { "200": envelope },
        },
        post: {
          summary: "Create a sandbox account (sandbox only)",
          tags: ["accounts"],
          responses: { "201": envelope },
        },
      },
      "/12/accounts/{account_id}": {
        get: {
          summary: "Get an account",
          tags: ["accounts"],
          parameters: [path("account_id")],
          responses: { "200": envelope },
        },
        put: {
          summary: "Update an account",
          tags: ["accounts"],
          parameters: [path("account_id"), ...queryParams(accountUpdate)],
          responses: { "200": envelope },
        },
        delete: {
          summary: "Delete a sandbox account (sandbox only)",
          tags: ["accounts"],
          parameters: [path("account_id")],
          responses: { "200": envelope },
        },
      },
      ...Object.assign({}, ...RESOURCES.map(resourcePaths)),
    },
  };
  return cached;
}
