/**
 * When people are on the platform, by the account's local hour (most advertisers reach their own
 * market): a night low about a sixth of the evening peak. Weights sum to 1 over a day.
 */
const RAW = [
  2.0, 1.4, 1.0, 0.8, 0.8, 1.2, 2.2, 3.4, 4.2, 4.6, 4.8, 5.0, 5.2, 5.0, 4.8, 4.8, 5.0, 5.4, 6.0,
  6.4, 6.4, 5.8, 4.6, 3.2,
];
const TOTAL = RAW.reduce((a, b) => a + b, 0);
export const DIURNAL: readonly number[] = RAW.map((w) => w / TOTAL);

/**
 * What may be spent this hour of a day's budget: with standard delivery the rest of the day's
 * budget in proportion to this hour's weight among the hours left (so what one hour could not
 * spend moves to the later ones); otherwise all of it, as fast as the audience allows.
 */
export function hourAllowance(
  remainingToday: number,
  localHour: number,
  hoursLeft: number,
  standard: boolean,
): number {
  if (remainingToday <= 0) return 0;
  if (!standard || hoursLeft <= 1) return remainingToday;
  let ahead = 0;
  for (let k = 0; k < hoursLeft; k++) ahead += DIURNAL[(localHour + k) % 24];
  return Math.floor((remainingToday * DIURNAL[localHour]) / ahead);
}

/**
 * The day's budget of an entity: its daily budget, or with a total budget only, what is left of it
 * spread over the days left of the flight (all of it when the flight has no end). Null: no limit.
 */
export function dayBudget(
  daily: number | null,
  total: number | null,
  totalSpent: number,
  daySpent: number,
  daysLeft: number | null,
): number | null {
  if (daily !== null) return daily;
  if (total === null) return null;
  const left = Math.max(0, total - totalSpent + daySpent);
  return daysLeft === null ? left : Math.floor(left / Math.max(1, Math.ceil(daysLeft)));
}

/**
 * Money split among claims under a cap: every claim in full when they fit, else each in proportion,
 * rounded down, so the parts never add up to more than the cap.
 */
export function shareOut(claims: readonly number[], cap: number): number[] {
  const sum = claims.reduce((a, b) => a + b, 0);
  if (sum <= cap) return [...claims];
  if (cap <= 0) return claims.map(() => 0);
  return claims.map((c) => Math.floor((c * cap) / sum));
}
