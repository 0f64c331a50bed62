import { db } from "@/lib/db/client";
import type { ReadFamily } from "@/lib/http/route-meter";
import { now } from "@/lib/time/clock";
import { charge, chargeAll, type Totals } from "./charge";
import type { Tier } from "./tiers";

type App = { id: string; tier: Tier };
type Call = { seq: number; route: string; arrived: boolean };
type Waiting = { family: ReadFamily; units: number; done: (t: Totals | null, e?: unknown) => void };
type Queue = {
  app: App;
  /** Calls begun so far, and those not ended yet. */
  seq: number;
  open: Set<Call>;
  waiting: Waiting[];
  /** The next batch waits for the calls of `route` begun up to `upTo` to arrive or end. */
  hold: { route: string; upTo: number } | null;
  flying: boolean;
};

/** Reads charged in one statement at most: a refused batch is retried read by read. */
const MAX_BATCH = 100;
/** Each app with a metered call open, or a charge in flight. */
const queues = new Map<string, Queue>();

/**
 * A metered read of the app, from the moment its caller is known (lib/http/route-meter.ts
 * MeterCall). Reads of one app are charged together, in one statement (a group commit): a read
 * that reaches the meter waits for the reads of the same route begun before it (they do the same
 * work, so they arrive soon) and for the app's charge in flight, then all waiting are charged at
 * once. The meter then costs one statement per batch instead of one per read, the app's row is
 * updated once per batch instead of by every read in turn, and each read is still recorded before
 * its answer is sent. A batch is charged whole or not at all; one that does not fit (near a cap or
 * the credit, or on the app's first call) is charged read by read, exactly as fits. `record`
 * resolves with the app's totals for one read of each batch (the last), null for the others.
 */
export function openRead(app: App, route: string) {
  const key = `${app.id} ${app.tier}`;
  const existing = queues.get(key);
  const q: Queue = existing ?? {
    app,
    seq: 0,
    open: new Set(),
    waiting: [],
    hold: null,
    flying: false,
  };
  if (!existing) queues.set(key, q);
  const call: Call = { seq: ++q.seq, route, arrived: false };
  q.open.add(call);
  return {
    record: (family: ReadFamily, units: number) =>
      new Promise<Totals | null>((resolve, reject) => {
        call.arrived = true;
        q.waiting.push({ family, units, done: (t, e) => (e ? reject(e) : resolve(t)) });
        q.hold ??= { route, upTo: q.seq };
        pump(key, q);
      }),
    end: () => {
      if (q.open.delete(call)) pump(key, q);
    },
  };
}

function ready(q: Queue): boolean {
  if (q.flying || !q.waiting.length) return false;
  if (q.waiting.length >= MAX_BATCH || !q.hold) return true;
  for (const c of q.open)
    if (!c.arrived && c.route === q.hold.route && c.seq <= q.hold.upTo) return false;
  return true;
}

function pump(key: string, q: Queue): void {
  if (!ready(q)) {
    if (!q.flying && !q.waiting.length && !q.open.size) queues.delete(key);
    return;
  }
  const batch = q.waiting.splice(0, MAX_BATCH);
  q.hold = null;
  q.flying = true;
  void settle(q.app, batch).finally(() => {
    q.flying = false;
    pump(key, q);
  });
}

/** Resolves or rejects every read of the batch; never throws. */
async function settle(app: App, batch: Waiting[]): Promise<void> {
  const at = now();
  if (batch.length > 1) {
    try {
      const totals = await chargeAll(db(), { appId: app.id, tier: app.tier, at, lines: batch });
      if (totals) return batch.forEach((w, i) => w.done(i === batch.length - 1 ? totals : null));
    } catch (err) {
      return batch.forEach((w) => w.done(null, err));
    }
  }
  for (const w of batch)
    await charge(db(), {
      appId: app.id,
      tier: app.tier,
      family: w.family,
      units: w.units,
      at,
    }).then(
      (totals) => w.done(totals),
      (err: unknown) => w.done(null, err),
    );
}
