/**
 * The billing cycle is the UTC calendar month (cap_reset_day 1); days are UTC dates. Both come
 * from the application clock (lib/time/clock.ts), so tests move them.
 */
export const cycleOf = (at: Date): string => at.toISOString().slice(0, 7);
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** The first instant of the cycle `at` is in, and of the next one. */
export function cycleBounds(at: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
  const end = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  return { start, end };
}

/** The last `days` UTC dates up to `at`'s, oldest first. */
export function lastDays(at: Date, days: number): string[] {
  const today = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  return Array.from({ length: days }, (_, i) =>
    dayOf(new Date(today - (days - 1 - i) * 86_400_000)),
  );
}
