"use client";

import { useWatch } from "react-hook-form";
import { campaignCreate, campaignUpdate } from "@/lib/ads/campaigns/schema";
import { FormActions } from "@/components/forms/form-actions";
import { FormAlert } from "@/components/forms/form-alert";
import { MoneyInput, moneyHint } from "@/components/forms/money-input";
import { useApiForm } from "@/components/forms/use-api-form";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import {
  CAMPAIGN_FIELDS,
  campaignBody,
  campaignDefaults,
  type CampaignValues,
} from "./campaign-form-model";
import { useSaveCampaign } from "../mutations";
import type { AdAccount, Campaign, FundingInstrument } from "../types";

const currencyOf = (funding: FundingInstrument[], id: string, campaign?: Campaign) =>
  funding.find((fi) => fi.id === id)?.currency ?? campaign?.currency ?? "";

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
  const defaults = campaignDefaults(campaign, usable);
  const f = useApiForm<CampaignValues, typeof campaignCreate | typeof campaignUpdate>({
    defaultValues: defaults,
    schema: editing ? campaignUpdate : campaignCreate,
    toBody: (v, problems) => campaignBody(v, problems, editing),
    fields: CAMPAIGN_FIELDS,
    currency: (v) => currencyOf(funding, v.funding_instrument_id, campaign),
    send: (body) => save.mutateAsync({ id: campaign?.id, params: body }),
    onDone,
  });
  const chosen = useWatch({ control: f.form.control, name: "funding_instrument_id" });
  const currency = currencyOf(funding, chosen, campaign);
  const { register, error } = f;

  return (
    <form onSubmit={f.onSubmit} noValidate className="space-y-4">
      <FormAlert
        title={editing ? "Could not save the campaign" : "Could not create the campaign"}
        messages={f.alerts}
      />
      <Field label="Name" error={error("name")}>
        {(p) => <Input {...p} {...register("name")} autoComplete="off" />}
      </Field>
      <Field
        label="Funding instrument"
        hint={editing ? "A campaign keeps the funding instrument it was created with." : undefined}
        error={error("funding_instrument_id")}
      >
        {(p) => (
          <Select {...p} {...register("funding_instrument_id")} disabled={editing}>
            {usable.length === 0 && (
              <option value="">No funding instrument can fund campaigns</option>
            )}
            {usable.map((fi) => (
              <option key={fi.id} value={fi.id}>
                {fi.description || fi.type} · {fi.currency} · {fi.id}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Daily budget"
          hint={moneyHint(currency, "e.g. 50.00")}
          error={error("daily_budget")}
        >
          {(p) => (
            <MoneyInput
              {...p}
              {...register("daily_budget")}
              currency={currency}
              placeholder="50.00"
            />
          )}
        </Field>
        <Field
          label="Total budget"
          hint={moneyHint(currency, "optional")}
          error={error("total_budget")}
        >
          {(p) => (
            <MoneyInput
              {...p}
              {...register("total_budget")}
              currency={currency}
              placeholder="1500.00"
            />
          )}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Budget optimization" error={error("budget_optimization")}>
          {(p) => (
            <Select {...p} {...register("budget_optimization")}>
              <option value="CAMPAIGN">Campaign</option>
              <option value="LINE_ITEM">Line item</option>
            </Select>
          )}
        </Field>
        <Field label="Status" error={error("entity_status")}>
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
        submitting={f.submitting}
      />
    </form>
  );
}
