import { and, eq, gt, inArray, isNull, lte, not, or } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { streamConnections as conns } from "@/lib/db/schema";
import { HEARTBEAT_MS } from "./stream-loop";

/**
 * A connection is live while its row is open and its loop has been seen recently; the row of a
 * process that died (kill -9, power loss) was never closed, and shows as disconnected, reason "lost".
 */
export const LOST_AFTER_MS = 6 * HEARTBEAT_MS;

const seenSince = () => new Date(Date.now() - LOST_AFTER_MS);

export function liveConnection() {
  return and(isNull(conns.disconnected_at), gt(conns.last_seen_at, seenSince()));
}

export function pastConnection() {
  return or(not(isNull(conns.disconnected_at)), lte(conns.last_seen_at, seenSince()));
}

export function connectionView(r: typeof conns.$inferSelect) {
  const lost = !r.disconnected_at && r.last_seen_at <= seenSince();
  return {
    id: r.id,
    endpoint_name: r.endpoint_name,
    client_ip: r.client_ip,
    connected_at: r.connected_at.toISOString(),
    disconnected_at: (r.disconnected_at ?? (lost ? r.last_seen_at : null))?.toISOString() ?? null,
    disconnect_reason: r.disconnect_reason ?? (lost ? "lost" : null),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Marks the asked connections (all open ones, or of one endpoint, or by id); an unknown, foreign or already closed one is a failed kill. */
export async function killConnections(appId: string, uuids: string[] | null, endpoint?: string) {
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
  return { data: { successful_kills, failed_kills: results.length - successful_kills, results } };
}
