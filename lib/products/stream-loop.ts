import { randomUUID } from "node:crypto";
import { asc, eq, gt, gte, max, min } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { platformEvents, streamConnections } from "@/lib/db/schema";
import type { EventRow } from "@/lib/events/products";
import { SeqCursor } from "./seq-cursor";

/**
 * A persistent stream (GET /2/activity/stream, /2/posts/search/stream): newline-delimited JSON fed
 * by polling the outbox by seq, so an event emitted by any process reaches every open stream with no
 * in-memory bus (lib/products/seq-cursor.ts: late commits are not skipped). The connection's row is
 * read on every poll: a kill from any process ends it.
 */
export const POLL_MS = 500;
/** The spec asks for a keep-alive at least every 20 s; 10 s leaves room for a slow poll. */
export const KEEP_ALIVE_MS = 10_000;
const BATCH = 200;
/** How often a connection says it is alive (lib/products/connections.ts counts it lost after 6). */
export const HEARTBEAT_MS = 10_000;
/** A reader this many messages behind is disconnected rather than buffered without bound. */
const MAX_BACKLOG = 5_000;

export type StreamSpec = {
  appId: string;
  endpoint: "activity_stream" | "filtered_stream";
  clientIp: string;
  backfillMinutes: number;
  /** The messages this connection owes for a batch of events, in order. */
  messages: (events: EventRow[]) => Promise<unknown[]>;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function startSeq(backfillMinutes: number): Promise<number> {
  if (backfillMinutes > 0) {
    const since = new Date(Date.now() - backfillMinutes * 60_000);
    const [r] = await db()
      .select({ s: min(platformEvents.seq) })
      .from(platformEvents)
      .where(gte(platformEvents.occurred_at, since));
    if (r?.s != null) return Number(r.s) - 1;
  }
  const [r] = await db()
    .select({ s: max(platformEvents.seq) })
    .from(platformEvents);
  return Number(r?.s ?? 0);
}

export async function openStream(spec: StreamSpec): Promise<Response> {
  const id = randomUUID();
  const cursor = new SeqCursor(await startSeq(spec.backfillMinutes));
  await db().insert(streamConnections).values({
    id,
    app_id: spec.appId,
    endpoint_name: spec.endpoint,
    client_ip: spec.clientIp,
    connected_at: new Date(),
    last_seen_at: new Date(),
  });
  let ended: string | null = null;
  const end = async (reason: string) => {
    if (ended) return;
    ended = reason;
    await db()
      .update(streamConnections)
      .set({ disconnected_at: new Date(), disconnect_reason: reason })
      .where(eq(streamConnections.id, id))
      .catch(() => undefined); // the database may be closing with the process
  };
  const enc = new TextEncoder();
  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const run = async () => {
          let quietSince = Date.now();
          let seenAt = Date.now();
          controller.enqueue(enc.encode("\r\n"));
          while (!ended) {
            const [row] = await db()
              .select({ kill: streamConnections.kill_requested })
              .from(streamConnections)
              .where(eq(streamConnections.id, id));
            if (!row || row.kill) return end("killed");
            if (Date.now() - seenAt >= HEARTBEAT_MS) {
              seenAt = Date.now();
              await db()
                .update(streamConnections)
                .set({ last_seen_at: new Date(seenAt) })
                .where(eq(streamConnections.id, id));
            }
            const events = await db()
              .select()
              .from(platformEvents)
              .where(gt(platformEvents.seq, cursor.floor))
              .orderBy(asc(platformEvents.seq))
              .limit(BATCH);
            const fresh = cursor.take(events);
            for (const m of await spec.messages(fresh)) {
              controller.enqueue(enc.encode(`${JSON.stringify(m)}\r\n`));
              quietSince = Date.now();
            }
            if ((controller.desiredSize ?? 0) < -MAX_BACKLOG) return end("slow_reader");
            if (Date.now() - quietSince >= KEEP_ALIVE_MS) {
              controller.enqueue(enc.encode("\r\n"));
              quietSince = Date.now();
            }
            if (fresh.length < BATCH) await sleep(POLL_MS);
          }
        };
        run()
          .catch(() => end("server_error"))
          .finally(() => {
            try {
              controller.close();
            } catch {
              // already closed by the reader's cancel
            }
          });
      },
      cancel: () => end("client_disconnected"),
    },
    new CountQueuingStrategy({ highWaterMark: 1 }),
  );
  return new Response(body, {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "cache-control": "no-store",
      "x-accel-buffering": "no",
      "x-stream-connection-id": id,
    },
  });
}
