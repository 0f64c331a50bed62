/**
 * The character counter's arithmetic. Characters are counted as the API's zod schemas count them
 * (`string.length`, UTF-16 code units) unless a form passes its own `count`, so the counter and the
 * server agree on "over the limit".
 */
export type Counted = {
  count: number;
  max: number;
  remaining: number;
  over: boolean;
  /** Within the last tenth of the limit (at least the last 10 characters): worth saying aloud. */
  near: boolean;
  /** What a screen reader hears (politely) once near or over; empty before that. */
  spoken: string;
};

const plural = (n: number) => `${n} character${n === 1 ? "" : "s"}`;

export function counted(
  value: string,
  max: number,
  count: (value: string) => number = (v) => v.length,
): Counted {
  const n = count(value);
  const remaining = max - n;
  const over = remaining < 0;
  const near = !over && remaining <= Math.max(10, Math.ceil(max / 10));
  const spoken = over
    ? `${plural(-remaining)} over the limit`
    : near
      ? `${plural(remaining)} left`
      : "";
  return { count: n, max, remaining, over, near, spoken };
}

/** The field's error when over: "Name is 3 characters over the limit of 80". */
export const overLimitMessage = (label: string, c: Counted) =>
  `${label} is ${plural(-c.remaining)} over the limit of ${c.max}.`;
