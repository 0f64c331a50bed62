import { formatMoney } from "@/components/format/money";
import { plain } from "@/components/format/labels";
import { formatDateTime } from "@/components/format/time";

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const ENUM = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;

/**
 * Values as people read them: money in currency, times on the account's clock, enum values as words,
 * lists joined, nothing as an em dash.
 */
export function historyValue(
  field: string,
  value: unknown,
  timeZone: string,
  currency?: string,
): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "number" && field.endsWith("_local_micro") && currency)
    return formatMoney(value, currency);
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (Array.isArray(value))
    return value.map((v) => historyValue(field, v, timeZone)).join(", ") || "—";
  if (typeof value === "object") return JSON.stringify(value);
  const text = String(value);
  if (ISO_TIME.test(text)) return formatDateTime(text, timeZone);
  // Names and texts are what someone typed, whatever their case.
  const typed = field === "name" || field.endsWith("_name") || field.endsWith("text");
  return !typed && ENUM.test(text) ? plain(text) : text;
}
