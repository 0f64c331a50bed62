/**
 * The webhook validity machine of document 1 ("Webhook validity"), row by row, as a pure function of
 * the webhook's state, one CRC outcome and the clock, so every row is unit-tested with injected times
 * (validity.test.ts). The database code (service.ts, periodic.ts) only loads, applies and stores.
 */
export type CrcOutcome = "ok" | "wrong_token" | "redirect" | "tls" | "transient" | "refused";
export type CrcTrigger = "registration" | "put" | "periodic" | "console";

export type ValidityState = {
  valid: boolean;
  /** The last successful CRC; null when none succeeded yet. */
  validatedAt: Date | null;
  createdAt: Date;
  lastCrcAt: Date | null;
  invalidReason: string | null;
};

const HOUR = 3600_000;
/** The periodic CRC checks only webhooks with no success in the past 24 hours. */
export const RECHECK_AFTER_MS = 24 * HOUR;
/** Transient failures make a webhook invalid once it has gone unvalidated this long (4 h grace). */
export const GRACE_MS = 28 * HOUR;
/** The periodic check's interval: a webhook checked more recently is not checked again in a tick. */
export const PERIODIC_INTERVAL_MS = 30 * 60_000;

/** Whether the periodic CRC owes this webhook a check at `now`. */
export function crcDue(s: ValidityState, now: Date): boolean {
  if (s.validatedAt && now.getTime() - s.validatedAt.getTime() < RECHECK_AFTER_MS) return false;
  // A check made in this tick's window (by a PUT or by another process) counts for the tick.
  const recent =
    s.lastCrcAt && now.getTime() - s.lastCrcAt.getTime() < PERIODIC_INTERVAL_MS - 60_000;
  return !recent;
}

/**
 * The next state after one CRC. ok: valid, validated now. A wrong response_token, a 3XX, a TLS
 * failure, or an address the rules refuse: invalid at once (the receiver is misconfigured, retrying
 * does not help; refusing internal addresses is a security rule, so it never waits for a grace).
 * Transient failures (4XX, 5XX, timeout, closed connection): invalid only once more than 28 hours
 * passed since the last success (or since creation, when it never succeeded); until then the
 * webhook keeps its state, so a cold-starting receiver is not marked invalid by one slow answer.
 */
export function nextState(
  s: ValidityState,
  check: { outcome: CrcOutcome; reason: string },
  now: Date,
): ValidityState {
  const base = { ...s, lastCrcAt: now };
  switch (check.outcome) {
    case "ok":
      return { ...base, valid: true, validatedAt: now, invalidReason: null };
    case "wrong_token":
    case "redirect":
    case "tls":
    case "refused":
      return { ...base, valid: false, invalidReason: check.reason };
    case "transient": {
      const since = (s.validatedAt ?? s.createdAt).getTime();
      if (now.getTime() - since > GRACE_MS) {
        const hours = Math.floor((now.getTime() - since) / HOUR);
        const reason = `No successful CRC for ${hours} hours (more than 28); last failure: ${check.reason}`;
        return { ...base, valid: false, invalidReason: reason };
      }
      return base;
    }
  }
}
