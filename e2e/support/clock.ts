import { after, before } from "node:test";
import { setClock, systemClock, type Clock } from "../../lib/time/clock";

/**
 * The product's clock under a test's control (lib/time/clock.ts): it runs at the real rate from
 * wherever the test put it, so "now" is a time the test chose (the start of a rate-limit window, a
 * minute before a scheduled post is due) and time moves on by `advance` instead of by waiting. It
 * keeps running between moves because the server's own waits (the suites' client waiting out a 429,
 * the job engine's polls) still take real time.
 *
 * For suites that run the product in this process (e2e/support/in-process.ts); while installed it is
 * the whole process's clock. A server in a child process takes SVC_TEST_CLOCK_OFFSET_SECONDS instead.
 * The job engine (pg-boss) stays on real time.
 */
export class TestClock implements Clock {
  private offsetMs = 0;

  nowMs(): number {
    return Date.now() + this.offsetMs;
  }

  /** Puts the clock at `at`; it runs on from there. */
  set(at: Date | number): void {
    this.offsetMs = (typeof at === "number" ? at : at.getTime()) - Date.now();
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

/**
 * A TestClock for this file: installed before its tests and the system clock put back after them, so
 * in a group of files sharing a process (scripts/in-process-group.ts) it is only this file's.
 */
export function useTestClock(): TestClock {
  const clock = new TestClock();
  before(() => setClock(clock));
  after(() => setClock(systemClock));
  return clock;
}

/** The start of the fixed window of `windowSeconds` that holds `ms` (windows align to the epoch). */
export function windowStart(ms: number, windowSeconds: number): number {
  return Math.floor(ms / (windowSeconds * 1000)) * windowSeconds * 1000;
}
