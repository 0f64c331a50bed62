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

/** Numeric-string identifiers (users, apps, accounts) ordered by creation time, like snowflakes. */
const EPOCH = 1_600_000_000_000n;
let lastMs = 0n;
let seq = 0n;
export function newId(): string {
  const ms = BigInt(Date.now()) - EPOCH;
  if (ms === lastMs) seq = (seq + 1n) & 0xfffn;
  else {
    lastMs = ms;
    seq = BigInt(crypto.randomInt(0, 0x800));
  }
  // 10 random bits keep ids unique across processes writing in the same millisecond.
  const rand = BigInt(crypto.randomInt(0, 1024));
  return ((ms << 22n) | (rand << 12n) | seq).toString();
}

/** A 7-digit PIN for out-of-band authorization. */
export function pin(): string {
  return String(crypto.randomInt(0, 10_000_000)).padStart(7, "0");
}
