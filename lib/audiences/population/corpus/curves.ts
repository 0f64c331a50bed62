/**
 * When people post, in their own country's time: a diurnal curve by local hour (quiet at night,
 * a lunch peak, the highest in the evening) and a weekly curve by local day (weekends a little
 * lower). Both average 1, so a day's volume is the daily rate whatever the curves.
 */
const DIURNAL_RAW = [
  0.55, 0.38, 0.26, 0.2, 0.2, 0.28, 0.5, 0.8, 1.0, 1.08, 1.12, 1.2, 1.3, 1.25, 1.15, 1.1, 1.12, 1.2,
  1.32, 1.45, 1.55, 1.5, 1.25, 0.85,
];
/** Monday first. */
const WEEKLY_RAW = [1.02, 1.05, 1.06, 1.05, 1.0, 0.9, 0.92];

const normalized = (xs: number[]): number[] => {
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  return xs.map((x) => x / mean);
};
export const DIURNAL: readonly number[] = normalized(DIURNAL_RAW);
export const WEEKLY: readonly number[] = normalized(WEEKLY_RAW);

const HOUR = 3_600_000;

/** The activity factor of the UTC hour starting at `hourIndex` (epoch hours) in a country's time. */
export function activityAt(hourIndex: number, utcOffset: number): number {
  const localMs = hourIndex * HOUR + utcOffset * HOUR;
  const localHour = Math.floor(localMs / HOUR);
  const hourOfDay = ((localHour % 24) + 24) % 24;
  const day = Math.floor(localHour / 24);
  // 1970-01-01 was a Thursday: day 0 -> index 3 with Monday first.
  const weekday = (((day + 3) % 7) + 7) % 7;
  return DIURNAL[hourOfDay] * WEEKLY[weekday];
}
