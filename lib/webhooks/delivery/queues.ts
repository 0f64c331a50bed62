import type { AnyQueue } from "@/lib/jobs/queue";
import { dispatchQueue } from "./dispatch";
import { resumeQueue, sweepQueue } from "./sweep";
import { replayQueue } from "./replay-run";

/** The delivery engine's background work (one line in lib/platform/queues.ts). */
export const DELIVERY_QUEUES: readonly AnyQueue[] = [
  dispatchQueue, // webhooks.dispatch: one webhook's due deliveries (dispatch.ts)
  sweepQueue, // webhooks.sweep: every minute, re-wakes due work and fails stale (sweep.ts)
  resumeQueue, // webhooks.resume: at a process's start, what a killed one left (sweep.ts)
  replayQueue, // webhooks.replay: re-sends a window, then announces completion (replay-run.ts)
];
