/**
 * Answers kept per process, each with the fingerprint of what it was computed from, and served only
 * while a fresh read of that fingerprint gives the same value: a fingerprint read before the answer
 * was computed can only be older than the answer, so a served answer is never older than what the
 * fingerprint covers. Bounded in bytes (read at use, so a setting of 0 turns it off), the oldest
 * entry dropped first. Used by list pages (list-page-cache.ts) and synchronous stats.
 */
export class AnswerCache<T> {
  private readonly entries = new Map<string, { fingerprint: string; value: T; bytes: number }>();
  private bytes = 0;

  constructor(private readonly maxBytes: () => number) {}

  get enabled(): boolean {
    return this.maxBytes() > 0;
  }

  get(key: string, fingerprint: string): T | undefined {
    const e = this.entries.get(key);
    return e && e.fingerprint === fingerprint ? e.value : undefined;
  }

  /** Keeps `value` (about `bytes` big) unless it alone is over the bound. */
  set(key: string, fingerprint: string, value: T, bytes: number): void {
    const size = bytes + key.length;
    if (size > this.maxBytes()) return;
    this.drop(key);
    this.entries.set(key, { fingerprint, value, bytes: size });
    this.bytes += size;
    for (const old of this.entries.keys()) {
      if (this.bytes <= this.maxBytes()) break;
      this.drop(old);
    }
  }

  private drop(key: string): void {
    const e = this.entries.get(key);
    if (!e) return;
    this.bytes -= e.bytes;
    this.entries.delete(key);
  }
}
