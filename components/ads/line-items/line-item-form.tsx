"use client";

import { useWatch } from "react-hook-form";
import { DateTimeInput, zoneHint } from "@/components/forms/date-time-input";
import { FormActions } from "@/components/forms/form-actions";
import { MoneyInput, moneyHint } from "@/components/forms/money-input";
import { useApiForm } from "@/components/forms/use-api-form";
import { lineItemCreate, lineItemUpdate } from "@/lib/ads/line-items/schema";
import { BID_STRATEGIES, LINE_ITEM_STATUSES, OBJECTIVES, PRODUCT_TYPES } from "@/lib/ads/enums";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { FormAlert } from "@/components/forms/form-alert";
import {
  LINE_ITEM_FIELDS,
  lineItemBody,
  lineItemDefaults,
  type LineItemValues,
} from "./line-item-form-model";
import { useSaveLineItem } from "../mutations";
import { PlacementsField } from "../campaigns/placements-field";
import { humanize } from "../status-badge";
import type { AdAccount, Campaign, LineItem } from "../types";

type Props = { account: AdAccount; campaign: Campaign; lineItem?: LineItem; onDone: () => void };

export function LineItemForm({ account, campaign, lineItem, onDone }: Props) {
  const save = useSaveLineItem(account);
  const editing = Boolean(lineItem);
  const timeZone = account.timezone;
  const f = useApiForm<LineItemValues, typeof lineItemCreate | typeof lineItemUpdate>({
    defaultValues: lineItemDefaults(lineItem, timeZone),
    schema: editing ? lineItemUpdate : lineItemCreate,
    toBody: (v, problems) => lineItemBody(v, problems, { campaign, editing, timeZone }),
    fields: LINE_ITEM_FIELDS,
    currency: campaign.currency,
    send: (body) => save.mutateAsync({ id: lineItem?.id, params: body }),
    onDone,
  });
  const { form, register, error } = f;
  const bidStrategy = useWatch({ control: form.control, name: "bid_strategy" });

  const options = (values: readonly string[]) =>
    values.map((v) => (
      <option key={v} value={v}>
        {humanize(v)}
      </option>
    ));

  return (
    <form onSubmit={f.onSubmit} noValidate className="space-y-4">
      <FormAlert
        title={editing ? "Could not save the line item" : "Could not create the line item"}
        messages={f.alerts}
      />
      <Field label="Name" error={error("name")}>
        {(p) => <Input {...p} {...register("name")} autoComplete="off" />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Objective" error={error("objective")}>
          {(p) => (
            <Select {...p} {...register("objective")} disabled={editing}>
              {options(OBJECTIVES)}
            </Select>
          )}
        </Field>
        <Field label="Product type" error={error("product_type")}>
          {(p) => (
            <Select {...p} {...register("product_type")} disabled={editing}>
              {options(PRODUCT_TYPES)}
            </Select>
          )}
        </Field>
      </div>
      <PlacementsField account={account} form={form} error={error("placements")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Start time" hint={zoneHint(timeZone)} error={error("start_time")}>
          {(p) => <DateTimeInput {...p} {...register("start_time")} />}
        </Field>
        <Field label="End time" hint={zoneHint(timeZone, "optional")} error={error("end_time")}>
          {(p) => <DateTimeInput {...p} {...register("end_time")} />}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Bid strategy" error={error("bid_strategy")}>
          {(p) => (
            <Select {...p} {...register("bid_strategy")}>
              {options(BID_STRATEGIES)}
            </Select>
          )}
        </Field>
        <Field
          label="Bid amount"
          hint={moneyHint(campaign.currency, "for Max and Target bids")}
          error={error("bid_amount")}
        >
          {(p) => (
            <MoneyInput
              {...p}
              {...register("bid_amount")}
              currency={campaign.currency}
              placeholder="1.50"
              disabled={bidStrategy === "AUTO"}
            />
          )}
        </Field>
      </div>
      {campaign.budget_optimization === "LINE_ITEM" && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Daily budget"
            hint={moneyHint(campaign.currency, "optional")}
            error={error("daily_budget")}
          >
            {(p) => (
              <MoneyInput {...p} {...register("daily_budget")} currency={campaign.currency} />
            )}
          </Field>
          <Field label="Total budget" hint="Optional" error={error("total_budget")}>
            {(p) => (
              <MoneyInput {...p} {...register("total_budget")} currency={campaign.currency} />
            )}
          </Field>
        </div>
      )}
      <Field label="Status" error={error("entity_status")}>
        {(p) => (
          <Select {...p} {...register("entity_status")}>
            {options(LINE_ITEM_STATUSES)}
          </Select>
        )}
      </Field>
      <FormActions
        submitLabel={editing ? "Save line item" : "Create line item"}
        onCancel={onDone}
        submitting={f.submitting}
      />
    </form>
  );
}
