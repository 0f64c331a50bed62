"use client";

import { useWatch } from "react-hook-form";
import { fundingInstrumentCreate } from "@/lib/ads/funding-instruments/schema";
import { FUNDING_INSTRUMENT_TYPES } from "@/lib/ads/enums";
import { zoneHint } from "@/components/forms/date-time-input";
import { FormActions } from "@/components/forms/form-actions";
import { FormAlert } from "@/components/forms/form-alert";
import { MoneyInput, moneyHint } from "@/components/forms/money-input";
import { useApiForm } from "@/components/forms/use-api-form";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import {
  CREDIT,
  FUNDING_FIELDS,
  fundingBody,
  fundingDefaults,
  type FundingValues,
} from "./funding-form-model";
import { useCreateFunding } from "../mutations";
import { humanize } from "../status-badge";
import type { AdAccount } from "../types";

/** Sandbox only: production instruments come from billing. Fields appear for the types that take them. */
export function FundingForm({ account, onDone }: { account: AdAccount; onDone: () => void }) {
  const create = useCreateFunding(account);
  const timeZone = account.timezone;
  const f = useApiForm<FundingValues, typeof fundingInstrumentCreate>({
    defaultValues: fundingDefaults(timeZone),
    schema: fundingInstrumentCreate,
    toBody: (v, problems) => fundingBody(v, problems, timeZone),
    fields: FUNDING_FIELDS,
    currency: (v) => v.currency.trim().toUpperCase(),
    send: (body) => create.mutateAsync({ params: body }),
    onDone,
  });
  const { register, error } = f;
  const type = useWatch({ control: f.form.control, name: "type" });
  const currency = useWatch({ control: f.form.control, name: "currency" }).trim().toUpperCase();

  return (
    <form onSubmit={f.onSubmit} noValidate className="space-y-4">
      <FormAlert title="Could not add the funding instrument" messages={f.alerts} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Type" error={error("type")}>
          {(p) => (
            <Select {...p} {...register("type")}>
              {FUNDING_INSTRUMENT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {humanize(t)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Currency" hint="ISO 4217 code, e.g. USD" error={error("currency")}>
          {(p) => (
            <Input
              {...p}
              {...register("currency")}
              maxLength={3}
              autoComplete="off"
              className="uppercase"
            />
          )}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Start date" hint={zoneHint(timeZone)} error={error("start_date")}>
          {(p) => <Input {...p} {...register("start_date")} type="date" />}
        </Field>
        <Field
          label="End date"
          hint={type === "INSERTION_ORDER" ? "Required for insertion orders" : "Optional"}
          error={error("end_date")}
        >
          {(p) => <Input {...p} {...register("end_date")} type="date" />}
        </Field>
      </div>
      {CREDIT.has(type) && (
        <Field
          label="Credit limit"
          hint={moneyHint(currency, "optional")}
          error={error("credit_limit")}
        >
          {(p) => (
            <MoneyInput
              {...p}
              {...register("credit_limit")}
              currency={currency}
              placeholder="10000.00"
            />
          )}
        </Field>
      )}
      {type === "INSERTION_ORDER" && (
        <Field
          label="Funded amount"
          hint={moneyHint(currency, "optional")}
          error={error("funded_amount")}
        >
          {(p) => (
            <MoneyInput
              {...p}
              {...register("funded_amount")}
              currency={currency}
              placeholder="5000.00"
            />
          )}
        </Field>
      )}
      <FormActions
        submitLabel="Create funding instrument"
        onCancel={onDone}
        submitting={f.submitting}
      />
    </form>
  );
}
