"use client";

import { FormActions } from "@/components/forms/form-actions";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { campaignCreate, campaignUpdate } from "@/lib/ads/campaigns/schema";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { apiResolver, compact, type Body, type BodyErrors } from "./api-resolver";
import { FormAlert } from "./form-alert";
import { fromMicros, MONEY_HINT, toMicros } from "./money";
import { useSaveCampaign } from "./mutations";
import { applyServerErrors } from "@/components/forms/server-errors";
import type { AdAccount, Campaign, FundingInstrument } from "./types";

type Values = {
  name: string;
  funding_instrument_id: string;
  daily_budget: string;
  total_budget: string;
  budget_optimization: string;
  entity_status: string;
};

/** API parameter -> form field, for schema issues and for server errors. */
const FIELDS = {
  name: "name",
  funding_instrument_id: "funding_instrument_id",
  daily_budget_amount_local_micro: "daily_budget",
  total_budget_amount_local_micro: "total_budget",
  budget_optimization: "budget_optimization",
  entity_status: "entity_status",
} as const;

function toBody(v: Values, errors: BodyErrors, editing: boolean): Body {
  // The schema's own message for a missing name ("Expected a string") reads badly in a form.
  if (!v.name.trim()) errors.name = "Enter a name for the campaign";
  const daily = toMicros(v.daily_budget);
  const total = toMicros(v.total_budget);
  if (Number.isNaN(daily)) errors.daily_budget = MONEY_HINT;
  if (Number.isNaN(total)) errors.total_budget = MONEY_HINT;
  return compact({
    name: v.name,
    // The funding instrument is fixed once a campaign exists (not an update parameter).
    funding_instrument_id: editing ? undefined : v.funding_instrument_id,
    daily_budget_amount_local_micro: daily,
    total_budget_amount_local_micro: total,
    budget_optimization: v.budget_optimization,
    entity_status: v.entity_status,
  });
}

type Props = {
  account: AdAccount;
  campaign?: Campaign;
  funding: FundingInstrument[];
  onDone: () => void;
};

export function CampaignForm({ account, campaign, funding, onDone }: Props) {
  const save = useSaveCampaign(account);
  const editing = Boolean(campaign);
  const usable = funding.filter((f) => f.able_to_fund || f.id === campaign?.funding_instrument_id);
  const form = useForm<Values, unknown, Body>({
    resolver: apiResolver<Values>(
      editing ? campaignUpdate : campaignCreate,
      (v, e) => toBody(v, e, editing),
      FIELDS,
    ),
    defaultValues: {
      name: campaign?.name ?? "",
      funding_instrument_id: campaign?.funding_instrument_id ?? usable[0]?.id ?? "",
      daily_budget: fromMicros(campaign?.daily_budget_amount_local_micro),
      total_budget: fromMicros(campaign?.total_budget_amount_local_micro),
      budget_optimization: campaign?.budget_optimization ?? "CAMPAIGN",
      // A draft keeps its status unless "Active" or "Paused" is chosen (updates accept only those two).
      entity_status: campaign
        ? campaign.entity_status === "DRAFT"
          ? ""
          : campaign.entity_status
        : "ACTIVE",
    },
  });
  const { register, handleSubmit, setError, formState } = form;
  const { errors, isSubmitting } = formState;
  const [general, setGeneral] = useState<string[]>([]);
  const fundingId = useWatch({ control: form.control, name: "funding_instrument_id" });
  const currency = funding.find((f) => f.id === fundingId)?.currency ?? campaign?.currency ?? "";

  const submit = handleSubmit(async (body) => {
    setGeneral([]);
    try {
      await save.mutateAsync({ id: campaign?.id, body });
      onDone();
    } catch (error) {
      setGeneral(applyServerErrors<Values>(error, setError, FIELDS));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormAlert
        title={editing ? "Could not save the campaign" : "Could not create the campaign"}
        messages={[...general, errors.root?.message]}
      />
      <Field label="Name" error={errors.name?.message}>
        {(p) => <Input {...p} {...register("name")} autoComplete="off" />}
      </Field>
      <Field
        label="Funding instrument"
        hint={editing ? "A campaign keeps the funding instrument it was created with." : undefined}
        error={errors.funding_instrument_id?.message}
      >
        {(p) => (
          <Select {...p} {...register("funding_instrument_id")} disabled={editing}>
            {usable.length === 0 && (
              <option value="">No funding instrument can fund campaigns</option>
            )}
            {usable.map((f) => (
              <option key={f.id} value={f.id}>
                {f.description || f.type} · {f.currency} · {f.id}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Daily budget"
          hint={currency ? `In ${currency}, e.g. 50.00` : undefined}
          error={errors.daily_budget?.message}
        >
          {(p) => (
            <Input
              {...p}
              {...register("daily_budget")}
              inputMode="decimal"
              placeholder="50.00"
              autoComplete="off"
            />
          )}
        </Field>
        <Field label="Total budget" hint="Optional" error={errors.total_budget?.message}>
          {(p) => (
            <Input
              {...p}
              {...register("total_budget")}
              inputMode="decimal"
              placeholder="1500.00"
              autoComplete="off"
            />
          )}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Budget optimization" error={errors.budget_optimization?.message}>
          {(p) => (
            <Select {...p} {...register("budget_optimization")}>
              <option value="CAMPAIGN">Campaign</option>
              <option value="LINE_ITEM">Line item</option>
            </Select>
          )}
        </Field>
        <Field label="Status" error={errors.entity_status?.message}>
          {(p) => (
            <Select {...p} {...register("entity_status")}>
              {campaign?.entity_status === "DRAFT" && <option value="">Draft</option>}
              <option value="ACTIVE">Active</option>
              <option value="PAUSED">Paused</option>
              {!editing && <option value="DRAFT">Draft</option>}
            </Select>
          )}
        </Field>
      </div>
      <FormActions
        submitLabel={editing ? "Save campaign" : "Create campaign"}
        onCancel={onDone}
        submitting={isSubmitting}
      />
    </form>
  );
}
