import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { streamConnections } from "@/lib/db/schema";
import type { EventRow } from "@/lib/webhooks/fanout/products";
import { outboxStream, startSeq } from "./outbox-loop";

/**
 * A persistent stream (GET /2/activity/stream, /2/posts/search/stream): newline-delimited JSON fed
 * by the outbox loop (lib/webhooks/products/outbox-loop.ts). The connection's row is read on every poll: a
 * kill from any process ends it.
 */
export { KEEP_ALIVE_MS, POLL_MS } from "./outbox-loop";
/** How often a connection says it is alive (lib/webhooks/products/connections.ts counts it lost after 6). */
export const HEARTBEAT_MS = 10_000;

export type StreamSpec = {
  appId: string;
  endpoint: "activity_stream" | "filtered_stream" | "powerstream";
  clientIp: string;
  backfillMinutes: number;
  /** The messages this connection owes for a batch of events, in order. */
  messages: (events: EventRow[]) => Promise<unknown[]>;
  /** A first message instead of the opening keep-alive (PowerStream's connection_metadata). */
  opening?: unknown;
  /** Headers of the response besides the stream's own. */
  headers?: Readonly<Record<string, string>>;
};

export async function openStream(spec: StreamSpec): Promise<Response> {
  const id = randomUUID();
  const from = await startSeq(spec.backfillMinutes);
  await db().insert(streamConnections).values({
    id,
    app_id: spec.appId,
    endpoint_name: spec.endpoint,
    client_ip: spec.clientIp,
    connected_at: new Date(),
    last_seen_at: new Date(),
  });
  let seenAt = Date.now();
  const frame = (m: unknown) => `${JSON.stringify(m)}\r\n`;
  const body = outboxStream<unknown>({
    from,
    ...(spec.opening === undefined ? {} : { opening: frame(spec.opening) }),
    messages: spec.messages,
    check: async () => {
      const [row] = await db()
        .select({ kill: streamConnections.kill_requested })
        .from(streamConnections)
        .where(eq(streamConnections.id, id));
      if (!row || row.kill) return "killed";
      if (Date.now() - seenAt >= HEARTBEAT_MS) {
        seenAt = Date.now();
        await db()
          .update(streamConnections)
          .set({ last_seen_at: new Date(seenAt) })
          .where(eq(streamConnections.id, id));
      }
      return null;
    },
    frame,
    keepAlive: "\r\n",
    onEnd: (reason) =>
      db()
        .update(streamConnections)
        .set({ disconnected_at: new Date(), disconnect_reason: reason })
        .where(eq(streamConnections.id, id))
        .then(
          () => undefined,
          () => undefined, // the database may be closing with the process
        ),
  });
  return new Response(body, {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "cache-control": "no-store",
      "x-accel-buffering": "no",
      "x-stream-connection-id": id,
      ...spec.headers,
    },
  });
}
