"use client";

import { FormActions } from "@/components/forms/form-actions";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { fundingInstrumentCreate } from "@/lib/ads/funding-instruments/schema";
import { FUNDING_INSTRUMENT_TYPES } from "@/lib/ads/enums";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { apiResolver, compact, type Body, type BodyErrors } from "./api-resolver";
import { todayInput } from "./dates";
import { FormAlert } from "./form-alert";
import { MONEY_HINT, toMicros } from "./money";
import { useCreateFunding } from "./mutations";
import { applyServerErrors } from "@/components/forms/server-errors";
import { humanize } from "./status-badge";
import type { AdAccount } from "./types";

type Values = {
  type: string;
  currency: string;
  start_date: string;
  end_date: string;
  credit_limit: string;
  funded_amount: string;
};

const FIELDS = {
  type: "type",
  currency: "currency",
  start_time: "start_date",
  end_time: "end_date",
  credit_limit_local_micro: "credit_limit",
  funded_amount_local_micro: "funded_amount",
} as const;
const CREDIT = new Set(["CREDIT_LINE", "AGENCY_CREDIT_LINE"]);

function toBody(v: Values, errors: BodyErrors): Body {
  const money = (field: "credit_limit" | "funded_amount") => {
    const n = toMicros(v[field]);
    if (Number.isNaN(n)) errors[field] = MONEY_HINT;
    return n;
  };
  // Dates are sent as YYYY-MM-DD, which the API reads as midnight UTC of that day.
  return compact({
    type: v.type,
    currency: v.currency.trim().toUpperCase(),
    start_time: v.start_date,
    end_time: v.end_date,
    credit_limit_local_micro: CREDIT.has(v.type) ? money("credit_limit") : undefined,
    funded_amount_local_micro: v.type === "INSERTION_ORDER" ? money("funded_amount") : undefined,
  });
}

/** Sandbox only: production instruments come from billing. Fields appear for the types that take them. */
export function FundingForm({ account, onDone }: { account: AdAccount; onDone: () => void }) {
  const create = useCreateFunding(account);
  const form = useForm<Values, unknown, Body>({
    resolver: apiResolver<Values>(fundingInstrumentCreate, toBody, FIELDS),
    defaultValues: {
      type: "CREDIT_LINE",
      currency: "USD",
      start_date: todayInput(),
      end_date: "",
      credit_limit: "",
      funded_amount: "",
    },
  });
  const { register, handleSubmit, setError, formState } = form;
  const { errors, isSubmitting } = formState;
  const [general, setGeneral] = useState<string[]>([]);
  const type = useWatch({ control: form.control, name: "type" });

  const submit = handleSubmit(async (body) => {
    setGeneral([]);
    try {
      await create.mutateAsync(body);
      onDone();
    } catch (error) {
      setGeneral(applyServerErrors<Values>(error, setError, FIELDS));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormAlert
        title="Could not add the funding instrument"
        messages={[...general, errors.root?.message]}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Type" error={errors.type?.message}>
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
        <Field label="Currency" hint="ISO 4217 code, e.g. USD" error={errors.currency?.message}>
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
        <Field label="Start date" error={errors.start_date?.message}>
          {(p) => <Input {...p} {...register("start_date")} type="date" />}
        </Field>
        <Field
          label="End date"
          hint={type === "INSERTION_ORDER" ? "Required for insertion orders" : "Optional"}
          error={errors.end_date?.message}
        >
          {(p) => <Input {...p} {...register("end_date")} type="date" />}
        </Field>
      </div>
      {CREDIT.has(type) && (
        <Field
          label="Credit limit"
          hint="Optional, in the currency above"
          error={errors.credit_limit?.message}
        >
          {(p) => (
            <Input
              {...p}
              {...register("credit_limit")}
              inputMode="decimal"
              placeholder="10000.00"
              autoComplete="off"
            />
          )}
        </Field>
      )}
      {type === "INSERTION_ORDER" && (
        <Field
          label="Funded amount"
          hint="Optional, in the currency above"
          error={errors.funded_amount?.message}
        >
          {(p) => (
            <Input
              {...p}
              {...register("funded_amount")}
              inputMode="decimal"
              placeholder="5000.00"
              autoComplete="off"
            />
          )}
        </Field>
      )}
      <FormActions
        submitLabel="Create funding instrument"
        onCancel={onDone}
        submitting={isSubmitting}
      />
    </form>
  );
}
