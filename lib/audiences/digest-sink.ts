/**
 * The binary digests of one users call, per identifier kind, written as they are checked: a 64-digit
 * hex value is valid exactly when Buffer#write decodes 32 bytes from it (it stops at the first
 * character that is not a hex digit), so checking and storing are one native step, with no regular
 * expression, no string kept and no 32-byte object per value (a 5 MB call holds some 60,000).
 */
const HEX = new Int8Array(256).fill(-1);
for (let i = 0; i < 16; i++) {
  HEX["0123456789abcdef".charCodeAt(i)] = i;
  HEX["0123456789ABCDEF".charCodeAt(i)] = i;
}

export class DigestSink {
  private buf = Buffer.allocUnsafe(32 * 1024);
  length = 0;

  /** Writes the digest `hex` names and returns true, or returns false (and writes nothing) when it is not one. */
  write(hex: string): boolean {
    if (hex.length !== 64) return false;
    this.reserve();
    if (this.buf.write(hex, this.length, 32, "hex") !== 32) return false;
    this.length += 32;
    return true;
  }

  /** As write(), from the 64 hex digits at `at` of a body's bytes (users-fast.ts). */
  writeHex(bytes: Uint8Array, at: number): boolean {
    if (at + 64 > bytes.length) return false;
    this.reserve();
    for (let j = 0; j < 32; j++) {
      const hi = HEX[bytes[at + 2 * j]];
      const lo = HEX[bytes[at + 2 * j + 1]];
      if (hi < 0 || lo < 0) return false;
      this.buf[this.length + j] = (hi << 4) | lo;
    }
    this.length += 32;
    return true;
  }

  private reserve() {
    if (this.length + 32 <= this.buf.length) return;
    const grown = Buffer.allocUnsafe(this.buf.length * 2);
    this.buf.copy(grown, 0, 0, this.length);
    this.buf = grown;
  }

  /** The digests written between two lengths (a view, valid until the next write). */
  bytes(from = 0, to = this.length): Buffer {
    return this.buf.subarray(from, to);
  }
}

/** Checks a value is a SHA-256 as 64 hex digits without keeping it (svc_id). */
const scratch = Buffer.allocUnsafe(32);
export const isDigestHex = (hex: string) =>
  hex.length === 64 && scratch.write(hex, 0, 32, "hex") === 32;
