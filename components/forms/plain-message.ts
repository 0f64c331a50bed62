import { formatMoney } from "@/components/format/money";
import type { FieldMap, FieldSpec } from "./field-map";

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * An API message in the words of the form: parameter names become the labels people see
 * ("daily_budget_amount_local_micro must be at most 5000000" -> "Daily budget must be at most $5.00"),
 * amounts of a money parameter are shown in the currency, and under its own field the leading
 * "Label: " is dropped (the label is right above it).
 */
export function plainMessage(
  message: string,
  fields: FieldMap,
  own: FieldSpec | undefined,
  currency: string | undefined,
  underField: boolean,
): string {
  if (own?.asIs) return message;
  let text = message;
  const names = Object.keys(fields)
    .filter((p) => !fields[p].asIs)
    .sort((a, b) => b.length - a.length);
  const mentioned = names.filter((p) => new RegExp(`\\b${escape(p)}\\b`).test(message));
  for (const p of mentioned)
    text = text.replace(new RegExp(`\\b${escape(p)}\\b`, "g"), fields[p].label.toLowerCase());
  const money = own?.money || (mentioned.length > 0 && mentioned.every((p) => fields[p].money));
  if (money && currency)
    text = text.replace(/(?<![\w.,])\d+(?![\w.,]*\d)(?![\w])/g, (n) =>
      formatMoney(Number(n), currency),
    );
  if (underField && own) {
    const prefix = `${own.label.toLowerCase()}: `;
    if (text.toLowerCase().startsWith(prefix)) text = text.slice(prefix.length);
  }
  return capital(text.trim());
}
