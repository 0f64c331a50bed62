import { and, desc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { appOnly } from "@/lib/auth/route-credentials";
import { db } from "@/lib/db/client";
import { streamConnections as conns } from "@/lib/db/schema";
import { defineV2Route } from "@/lib/http/route";
import { nameList, pageMetaSchema, pageOf, pageParams } from "@/lib/http/v2-params";
import {
  connectionView,
  killConnections,
  liveConnection,
  pastConnection,
} from "@/lib/webhooks/products/connections";

/**
 * Stream connections of the app (FACTS "Connections"). A kill marks the row; the stream loop, in
 * whichever process holds the connection, ends the response on its next poll.
 */
const ENDPOINTS = ["activity_stream", "filtered_stream", "powerstream"] as const;

const connection = z.object({
  id: z.string(),
  endpoint_name: z.string(),
  client_ip: z.string().nullable(),
  connected_at: z.iso.datetime(),
  disconnected_at: z.iso.datetime().nullable(),
  disconnect_reason: z.string().nullable(),
});
const killAnswer = z.object({
  data: z.object({
    successful_kills: z.number().int(),
    failed_kills: z.number().int(),
    results: z.array(
      z.object({ uuid: z.string(), success: z.boolean(), error_message: z.string().nullable() }),
    ),
  }),
});
const exampleConnection = {
  id: "3f1c2a9e-6b7d-4e8f-9a0b-1c2d3e4f5a6b",
  endpoint_name: "filtered_stream",
  client_ip: "203.0.113.7",
  connected_at: "2026-01-05T10:00:00.000Z",
  disconnected_at: null,
  disconnect_reason: null,
};
const exampleKill = {
  data: {
    successful_kills: 1,
    failed_kills: 0,
    results: [{ uuid: exampleConnection.id, success: true, error_message: null }],
  },
};

const listConnections = defineV2Route({
  method: "GET",
  path: "/2/connections",
  summary: "The app's stream connections, newest first.",
  credential: appOnly,
  params: z.object({
    status: z
      .enum(["active", "inactive", "all"], { error: "must be active, inactive or all" })
      .default("active"),
    endpoints: nameList(ENDPOINTS),
    ...pageParams(1000, 100),
  }),
  response: z.object({ data: z.array(connection), meta: pageMetaSchema }),
  example: {
    params: { status: "active" },
    response: { data: [exampleConnection], meta: { result_count: 1 } },
  },
  handler: async ({ caller, params: p }) => {
    const rows = await db()
      .select()
      .from(conns)
      .where(
        and(
          eq(conns.app_id, caller.app.id),
          p.status === "active" ? liveConnection() : undefined,
          p.status === "inactive" ? pastConnection() : undefined,
          p.endpoints.length ? inArray(conns.endpoint_name, p.endpoints) : undefined,
        ),
      )
      .orderBy(desc(conns.connected_at), desc(conns.id))
      .limit(p.max_results + 1)
      .offset(p.pagination_token);
    const { data, meta } = pageOf(rows, p);
    return { data: data.map(connectionView), meta };
  },
});

const killAll = defineV2Route({
  method: "DELETE",
  path: "/2/connections/all",
  summary: "Ends every open stream connection of the app.",
  credential: appOnly,
  response: killAnswer,
  example: { response: exampleKill },
  handler: ({ caller }) => killConnections(caller.app.id, null),
});

const killEndpoint = defineV2Route({
  method: "DELETE",
  path: "/2/connections/:endpoint_id",
  summary: "Ends the app's open connections to one stream endpoint.",
  credential: appOnly,
  params: z.object({
    endpoint_id: z.enum(ENDPOINTS, { error: `must be one of ${ENDPOINTS.join(", ")}` }),
  }),
  response: killAnswer,
  example: { params: { endpoint_id: "filtered_stream" }, response: exampleKill },
  handler: ({ caller, params }) => killConnections(caller.app.id, null, params.endpoint_id),
});

const killByIds = defineV2Route({
  method: "DELETE",
  path: "/2/connections",
  summary: "Ends the app's connections named by id.",
  credential: appOnly,
  body: z.object({
    uuids: z
      .array(z.string().max(64), { error: "must be an array of 1 to 1000 connection ids" })
      .min(1, { error: "must be an array of 1 to 1000 connection ids" })
      .max(1000, { error: "must be an array of 1 to 1000 connection ids" }),
  }),
  response: killAnswer,
  example: { body: { uuids: [exampleConnection.id] }, response: exampleKill },
  handler: ({ caller, body }) => killConnections(caller.app.id, [...new Set(body.uuids)]),
});

/** Order matters: /2/connections/all before /2/connections/:endpoint_id. */
export const CONNECTION_ROUTES = [listConnections, killAll, killEndpoint, killByIds];
