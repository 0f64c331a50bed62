import crypto from "node:crypto";

/** Random token material, URL-safe. */
export function randomToken(bytes = 24): string {
  return crypto.randomBytes(bytes).toString("base64url");
}

/** Lookup hash for tokens we never need to show again (OAuth 2.0 tokens, codes, sessions). */
export function sha256(value: string): string {
  return crypto.createHash("sha256").update(value).digest("hex");
}

/** Constant-time string equality that does not leak the length through an early return. */
export function safeEqual(a: string, b: string): boolean {
  const ha = crypto.createHash("sha256").update(a).digest();
  const hb = crypto.createHash("sha256").update(b).digest();
  return crypto.timingSafeEqual(ha, hb) && a.length === b.length;
}

/**
 * Numeric-string identifiers (users, apps, accounts, history entries) ordered by creation time, like
 * snowflakes: milliseconds, then a sequence, then 10 random bits that keep ids unique across
 * processes writing in the same millisecond. The sequence sits above the random bits, so ids one
 * process makes in one millisecond still come out in order (entries written in the same instant
 * are listed by id); past 4,096 in a millisecond, or if the clock steps back, the millisecond
 * moves on by one instead, so a process's ids never go backwards.
 */
const EPOCH = 1_600_000_000_000n;
let lastMs = 0n;
let seq = 0n;
export function newId(): string {
  const now = BigInt(Date.now()) - EPOCH;
  if (now > lastMs) {
    lastMs = now;
    seq = BigInt(crypto.randomInt(0, 0x800));
  } else if (++seq > 0xfffn) {
    lastMs += 1n;
    seq = 0n;
  }
  const rand = BigInt(crypto.randomInt(0, 1024));
  return ((lastMs << 22n) | (seq << 10n) | rand).toString();
}

/** A 7-digit PIN for out-of-band authorization. */
export function pin(): string {
  return String(crypto.randomInt(0, 10_000_000)).padStart(7, "0");
}
