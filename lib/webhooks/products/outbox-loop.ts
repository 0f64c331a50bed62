import { asc, gt, gte, max, min } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { platformEvents } from "@/lib/db/schema";
import type { EventRow } from "@/lib/webhooks/fanout/products";
import { SeqCursor } from "./seq-cursor";

/**
 * THE loop behind every persistent stream (the v2 streams and the console's live view): poll the
 * outbox by seq (lib/webhooks/products/seq-cursor.ts: late commits are not skipped), write each batch's
 * messages, a keep-alive after a quiet spell, and end for real when `check` names a reason. No
 * in-memory bus: an event emitted by any process reaches every open stream.
 */
export const POLL_MS = 500;
/** The spec asks for a keep-alive at least every 20 s; 10 s leaves room for a slow poll. */
export const KEEP_ALIVE_MS = 10_000;
const BATCH = 200;
/** A reader this many messages behind is disconnected rather than buffered without bound. */
const MAX_BACKLOG = 5_000;

export type OutboxLoop<M> = {
  /** Every event with a seq above this is read. */
  from: number;
  /** The messages owed for a batch of events, in order. */
  messages: (events: EventRow[]) => Promise<M[]>;
  /** Asked before every poll: a reason to end (killed, session ended…), or null to go on. */
  check: () => Promise<string | null>;
  /** How a message is written on the wire. */
  frame: (m: M) => string;
  /** Written after KEEP_ALIVE_MS without a message, and first unless `opening` is given. */
  keepAlive: string;
  opening?: string;
  /** Written last when the loop ends for a reason of its own (not when the reader left). */
  farewell?: (reason: string) => string;
  /** Called once with the reason the stream ended. */
  onEnd: (reason: string) => Promise<void> | void;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The seq a stream starts after: the first event of the last `backfillMinutes`, else the newest. */
export async function startSeq(backfillMinutes: number): Promise<number> {
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

export function outboxStream<M>(spec: OutboxLoop<M>): ReadableStream<Uint8Array> {
  const cursor = new SeqCursor(spec.from);
  let ended: string | null = null;
  const end = async (reason: string) => {
    if (ended) return;
    ended = reason;
    await spec.onEnd(reason);
  };
  const enc = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        const say = (text: string) => controller.enqueue(enc.encode(text));
        const run = async () => {
          let quietSince = Date.now();
          say(spec.opening ?? spec.keepAlive);
          while (!ended) {
            const reason = await spec.check();
            if (reason) {
              if (spec.farewell) say(spec.farewell(reason));
              return end(reason);
            }
            const events = await db()
              .select()
              .from(platformEvents)
              .where(gt(platformEvents.seq, cursor.floor))
              .orderBy(asc(platformEvents.seq))
              .limit(BATCH);
            const fresh = cursor.take(events);
            for (const m of await spec.messages(fresh)) {
              say(spec.frame(m));
              quietSince = Date.now();
            }
            if ((controller.desiredSize ?? 0) < -MAX_BACKLOG) return end("slow_reader");
            if (Date.now() - quietSince >= KEEP_ALIVE_MS) {
              say(spec.keepAlive);
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
}
