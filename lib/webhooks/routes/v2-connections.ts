import { Hono, type Context } from "hono";
import { and, desc, eq, inArray } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { streamConnections as conns } from "@/lib/db/schema";
import {
  connectionView,
  liveConnection,
  pastConnection,
} from "@/lib/webhooks/products/connections";
import { appCaller, fail, jsonBody, page, pageMeta, v2 } from "@/lib/webhooks/products/http";

/**
 * Stream connections of the app (FACTS "Connections"). A kill marks the row; the stream loop, in
 * whichever process holds the connection, ends the response on its next poll.
 */
export const v2ConnectionRoutes = new Hono();
const ENDPOINTS = ["activity_stream", "filtered_stream"];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

v2ConnectionRoutes.get(
  "/2/connections",
  v2(async (c) => {
    const { app } = await appCaller(c);
    const status = c.req.query("status") ?? "active";
    if (!["active", "inactive", "all"].includes(status))
      fail("InvalidRequest", "status must be active, inactive or all.", {
        parameter: "status",
        value: status,
      });
    const endpoints = (c.req.query("endpoints") ?? "").split(",").filter(Boolean);
    const unknown = endpoints.find((e) => !ENDPOINTS.includes(e));
    if (unknown)
      fail("InvalidRequest", `endpoints lists names among ${ENDPOINTS.join(", ")}.`, {
        parameter: "endpoints",
        value: unknown,
      });
    const p = page(c, 1000, 100);
    const rows = await db()
      .select()
      .from(conns)
      .where(
        and(
          eq(conns.app_id, app.id),
          status === "active" ? liveConnection() : undefined,
          status === "inactive" ? pastConnection() : undefined,
          endpoints.length ? inArray(conns.endpoint_name, endpoints) : undefined,
        ),
      )
      .orderBy(desc(conns.connected_at), desc(conns.id))
      .limit(p.limit + 1)
      .offset(p.offset);
    const { data, meta } = pageMeta(rows, p);
    return c.json({
      data: data.map(connectionView),
      meta,
    });
  }),
);

/** Marks the asked connections (all open ones, or of one endpoint, or by id); an unknown, foreign or already closed one is a failed kill. */
async function kill(c: Context, appId: string, uuids: string[] | null, endpoint?: string) {
  const open = await db()
    .select({ id: conns.id })
    .from(conns)
    .where(
      and(
        eq(conns.app_id, appId),
        liveConnection(),
        uuids
          ? inArray(
              conns.id,
              uuids.filter((u) => UUID.test(u)),
            )
          : undefined,
        endpoint ? eq(conns.endpoint_name, endpoint) : undefined,
      ),
    );
  const ids = new Set(open.map((r) => r.id));
  if (ids.size)
    await db()
      .update(conns)
      .set({ kill_requested: true })
      .where(inArray(conns.id, [...ids]));
  const results = (uuids ?? [...ids]).map((uuid) =>
    ids.has(uuid)
      ? { uuid, success: true, error_message: null }
      : { uuid, success: false, error_message: "No open connection of this app has this id." },
  );
  const successful_kills = results.filter((r) => r.success).length;
  return c.json({
    data: { successful_kills, failed_kills: results.length - successful_kills, results },
  });
}

v2ConnectionRoutes.delete(
  "/2/connections/all",
  v2(async (c) => kill(c, (await appCaller(c)).app.id, null)),
);

v2ConnectionRoutes.delete(
  "/2/connections/:endpoint_id",
  v2(async (c) => {
    const { app } = await appCaller(c);
    const endpoint = c.req.param("endpoint_id") ?? "";
    if (!ENDPOINTS.includes(endpoint))
      fail("InvalidRequest", `endpoint_id is one of ${ENDPOINTS.join(", ")}.`, {
        parameter: "endpoint_id",
        value: endpoint,
      });
    return kill(c, app.id, null, endpoint);
  }),
);

v2ConnectionRoutes.delete(
  "/2/connections",
  v2(async (c) => {
    const { app } = await appCaller(c);
    const body = await jsonBody(c);
    const uuids = body.uuids;
    if (
      !Array.isArray(uuids) ||
      !uuids.length ||
      uuids.length > 1000 ||
      !uuids.every((u) => typeof u === "string" && u.length <= 64)
    )
      fail("InvalidRequest", "uuids must be an array of 1 to 1000 connection ids.", {
        parameter: "uuids",
      });
    return kill(c, app.id, [...new Set(uuids as string[])]);
  }),
);
