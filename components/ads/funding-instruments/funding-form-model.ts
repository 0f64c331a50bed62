import type { FieldMap } from "@/components/forms/field-map";
import { compact, type Body, type Problems } from "@/components/forms/use-api-form";
import { MONEY_HINT, toMicros } from "@/components/format/money";
import { fromZonedInput, todayInput } from "@/components/format/time";

export type FundingValues = {
  type: string;
  currency: string;
  start_date: string;
  end_date: string;
  credit_limit: string;
  funded_amount: string;
};

export const FUNDING_FIELDS: FieldMap<keyof FundingValues> = {
  type: { name: "type", label: "Type" },
  currency: { name: "currency", label: "Currency" },
  start_time: { name: "start_date", label: "Start date" },
  end_time: { name: "end_date", label: "End date" },
  credit_limit_local_micro: { name: "credit_limit", label: "Credit limit", money: true },
  funded_amount_local_micro: { name: "funded_amount", label: "Funded amount", money: true },
};
export const CREDIT = new Set(["CREDIT_LINE", "AGENCY_CREDIT_LINE"]);

export const fundingDefaults = (timeZone: string): FundingValues => ({
  type: "CREDIT_LINE",
  currency: "USD",
  start_date: todayInput(timeZone),
  end_date: "",
  credit_limit: "",
  funded_amount: "",
});

export function fundingBody(v: FundingValues, problems: Problems, timeZone: string): Body {
  const money = (field: "credit_limit" | "funded_amount") => {
    const n = toMicros(v[field]);
    if (Number.isNaN(n)) problems[field] = MONEY_HINT;
    return n;
  };
  // A date is the start of that day on the account's clock, sent as the UTC instant.
  return compact({
    type: v.type,
    currency: v.currency.trim().toUpperCase(),
    start_time: fromZonedInput(v.start_date, timeZone),
    end_time: fromZonedInput(v.end_date, timeZone),
    credit_limit_local_micro: CREDIT.has(v.type) ? money("credit_limit") : undefined,
    funded_amount_local_micro: v.type === "INSERTION_ORDER" ? money("funded_amount") : undefined,
  });
}
