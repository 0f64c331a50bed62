/**
 * CSV of what a metrics table shows (RFC 4180: comma-separated, CRLF line ends, a field quoted when
 * it holds a comma, quote or line break). Money columns carry the amount in the currency as a plain
 * decimal ("12.345678") with the currency in the header, so a spreadsheet reads numbers, not text.
 */
export type Cell = string | number | null | undefined;

/** A cell that a spreadsheet would run as a formula is written as text (CSV injection). */
const FORMULA = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?$/;

export function csvField(value: Cell): string {
  if (value == null) return "";
  if (typeof value === "number") return String(value);
  const text = FORMULA.test(value) && !NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return [header, ...rows].map((r) => r.map(csvField).join(",")).join("\r\n") + "\r\n";
}

/** Micros as a decimal amount with no rounding: 12345678 -> "12.345678", 5000000 -> "5.00". */
export function microsDecimal(micros: number | null | undefined): string {
  if (micros == null) return "";
  const sign = micros < 0 ? "-" : "";
  const abs = Math.abs(micros);
  const whole = Math.floor(abs / 1_000_000);
  const frac = String(abs % 1_000_000)
    .padStart(6, "0")
    .replace(/0+$/, "");
  return `${sign}${whole}.${frac.padEnd(2, "0")}`;
}

/** A file name from words: "Spring Launch, 2026-11-01 to 2026-11-07" -> "spring-launch-2026-11-01-to-2026-11-07.csv". */
export function csvName(...words: string[]): string {
  const slug = words
    .join(" ")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${slug || "metrics"}.csv`;
}
