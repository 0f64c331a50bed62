/**
 * Reading the outbox in seq order while other transactions are still writing it: a seq is taken when
 * a row is inserted but seen only when its transaction commits, so seq 7 may appear after seq 8 has
 * been read. The cursor hands out each event once and keeps re-reading above the last seq below
 * which everything was seen; a hole is waited for GAP_MS (a rolled-back insert leaves one forever).
 * An insert whose transaction commits more than GAP_MS after it took its seq may be missed.
 */
export const GAP_MS = 10_000;

export class SeqCursor {
  private seen = new Set<number>();
  private holes = new Map<number, number>();

  constructor(
    /** Every seq at or below this was handed out or given up on; read `seq > floor`. */
    public floor: number,
    private now: () => number = Date.now,
  ) {}

  /** The rows of a `seq > floor` read not handed out before, in their order. */
  take<T extends { seq: number }>(rows: T[]): T[] {
    const fresh = rows.filter((r) => r.seq > this.floor && !this.seen.has(r.seq));
    for (const r of fresh) this.seen.add(r.seq);
    this.advance();
    return fresh;
  }

  private advance(): void {
    let top = this.floor;
    for (const s of this.seen) if (s > top) top = s;
    while (this.floor < top) {
      const next = this.floor + 1;
      if (!this.seen.delete(next)) {
        const since = this.holes.get(next) ?? this.now();
        this.holes.set(next, since);
        if (this.now() - since < GAP_MS) return;
      }
      this.holes.delete(next);
      this.floor = next;
    }
  }
}
