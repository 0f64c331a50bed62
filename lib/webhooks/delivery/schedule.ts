/**
 * When a failed delivery is tried again (Svix/Stripe-like exponential backoff): after the first
 * attempt fails, 10 s, 1 min, 5 min, 30 min, 2 h, 8 h and 13 h later, about 24 h in all; a delivery
 * whose last try fails is `failed` (the console can still retry it, and replays re-send it).
 * Tests replace the schedule (setRetrySchedule) so they need not wait minutes.
 */
const DEFAULT_SCHEDULE_MS = [10e3, 60e3, 300e3, 1800e3, 7200e3, 28_800e3, 46_800e3];
let schedule: readonly number[] = DEFAULT_SCHEDULE_MS;

export function setRetrySchedule(ms: readonly number[] | null): void {
  schedule = ms ?? DEFAULT_SCHEDULE_MS;
}

/** Delay before the next try once `attemptsMade` have failed, or null when none is left. */
export function retryDelayMs(attemptsMade: number): number | null {
  return schedule[attemptsMade - 1] ?? null;
}

/** Deliveries claimed at once per webhook, and POSTs in flight at once per webhook. */
export const CLAIM_BATCH = 200;
export const PARALLEL_PER_WEBHOOK = 64;
/** A job works one webhook this long, then hands over to a fresh job (others get a turn). */
export const JOB_BUDGET_MS = 20_000;
/** A claimed delivery is due again after its batch's worst-case time plus this margin if its worker died. */
export const LEASE_MARGIN_SECONDS = 30;
/** Pending deliveries of a webhook that stays invalid this long fail (Svix disables, we give up). */
export const INVALID_GIVE_UP_MS = 24 * 3600e3;
/** Deliveries and their attempts are kept this long: the reach of a replay. */
export const RETENTION_DAYS = 30;
/** Bytes of a receiver's answer kept with an attempt. */
export const EXCERPT_CHARS = 500;
