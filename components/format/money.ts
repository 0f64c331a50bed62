/**
 * Money is integer micros of a currency on the wire (50000000 = 50.00). Forms take currency
 * amounts as typed ("50", "50.5", "1,250.00") and convert with integer arithmetic on the digits,
 * never floats, so 0.1 + 0.2 style rounding cannot change what is sent.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string, locale?: string): Intl.NumberFormat {
  const key = `${locale ?? ""}|${currency}`;
  let f = formatters.get(key);
  if (!f) {
    try {
      f = new Intl.NumberFormat(locale, { style: "currency", currency });
    } catch {
      // An unknown code would throw; fall back to a plain number followed by the code.
      f = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 6 });
    }
    formatters.set(key, f);
  }
  return f;
}

/** 5000000 + "USD" -> "$5.00" (the amount as people read it, in the currency). */
export function formatMoney(
  micros: number | null | undefined,
  currency: string,
  locale?: string,
): string {
  if (micros === null || micros === undefined) return "—";
  const f = formatter(currency, locale);
  // Division of a safe integer by 10^6 is the nearest double to the decimal: exact enough to display.
  const text = f.format(micros / 1_000_000);
  return f.resolvedOptions().style === "currency" ? text : `${text} ${currency}`;
}

/** "50.00" -> 50000000; undefined for an empty field; NaN when the text is not an amount. */
export function toMicros(text: string): number | undefined {
  const s = text.trim().replace(/[,\s]/g, "");
  if (!s) return undefined;
  const m = /^(\d+)(?:\.(\d{0,6}))?$/.exec(s);
  if (!m) return NaN;
  const n = BigInt(m[1]) * 1_000_000n + BigInt((m[2] ?? "").padEnd(6, "0") || "0");
  return n <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(n) : NaN;
}

/** 50000000 -> "50.00" for a form field (keeps up to 6 decimals when the amount needs them). */
export function fromMicros(micros: number | null | undefined): string {
  if (micros === null || micros === undefined) return "";
  const whole = Math.floor(micros / 1_000_000);
  const frac = String(micros % 1_000_000)
    .padStart(6, "0")
    .replace(/0+$/, "");
  return `${whole}.${frac.padEnd(2, "0")}`;
}

/** The message a money field shows for text toMicros cannot read. */
export const MONEY_HINT = "Enter an amount such as 50.00";
