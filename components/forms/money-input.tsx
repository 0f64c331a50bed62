import type { ComponentProps } from "react";
import { Input } from "@/components/ui/input";

function symbol(currency: string): string {
  try {
    const parts = new Intl.NumberFormat(undefined, { style: "currency", currency }).formatToParts(
      0,
    );
    return parts.find((p) => p.type === "currency")?.value ?? currency;
  } catch {
    return currency;
  }
}

/**
 * An amount in the currency (typed as 5.00, not micros); the form converts it to integer micros with
 * components/format/money.ts. The symbol is decoration: the field's hint names the currency in words.
 */
export function MoneyInput({
  currency,
  className = "",
  ...rest
}: ComponentProps<"input"> & { currency: string }) {
  const sign = currency ? symbol(currency) : "";
  return (
    <div className="relative">
      {sign && (
        <span
          aria-hidden
          className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3 text-sm text-zinc-600"
        >
          {sign}
        </span>
      )}
      <Input
        inputMode="decimal"
        autoComplete="off"
        className={`${sign ? (sign.length > 1 ? "pl-12" : "pl-7") : ""} ${className}`}
        {...rest}
      />
    </div>
  );
}

/** The hint under a money field: "In USD, e.g. 50.00". */
export const moneyHint = (currency: string, extra?: string) =>
  [currency ? `In ${currency}` : "", extra].filter(Boolean).join("; ");
