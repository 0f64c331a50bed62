/**
 * The product's one clock. Every rule about time (rate-limit windows, sign-in throttling, request
 * token expiry, scheduled posts, webhook validity) reads "now" here, never `Date.now()` or
 * `new Date()` directly, so a test can set time instead of waiting for it. The server reads the
 * system clock; a test installs its own with `setClock` (e2e/support/clock.ts) and puts the system
 * clock back when it is done, and a server a test starts in a child process can run on an offset
 * clock (SVC_TEST_CLOCK_OFFSET_SECONDS, honoured only with NODE_ENV=test: lib/platform/start.ts).
 *
 * The job engine (pg-boss) keeps its own, real time: a job's `startAfter` is an instant the engine
 * compares with the database's clock, so the product hands it the instant it means and nothing more.
 */
export type Clock = { nowMs(): number };

export const systemClock: Clock = { nowMs: () => Date.now() };

let current: Clock = systemClock;

/** Milliseconds since the epoch, as `Date.now()`. */
export function nowMs(): number {
  return current.nowMs();
}

/** The current instant, as `new Date()`. */
export function now(): Date {
  return new Date(current.nowMs());
}

/** Whole seconds since the epoch (rate-limit windows and their headers count in these). */
export function nowSeconds(): number {
  return Math.floor(current.nowMs() / 1000);
}

/** The system clock moved by `offsetMs` (SVC_TEST_CLOCK_OFFSET_SECONDS, for a server a test runs). */
export function offsetClock(offsetMs: number): Clock {
  return { nowMs: () => Date.now() + offsetMs };
}

/** Installs a clock for this process; `systemClock` puts the real one back. */
export function setClock(clock: Clock): void {
  current = clock;
}
