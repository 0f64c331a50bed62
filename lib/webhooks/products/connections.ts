import { and, gt, isNull, lte, not, or } from "drizzle-orm";
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
