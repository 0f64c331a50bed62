"use client";

import { FormActions } from "@/components/forms/form-actions";
import { useEffect, useState, useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { lineItemCreate, lineItemUpdate } from "@/lib/ads/line-items/schema";
import { BID_STRATEGIES, LINE_ITEM_STATUSES, OBJECTIVES, PRODUCT_TYPES } from "@/lib/ads/enums";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { apiResolver, compact, type Body, type BodyErrors } from "./api-resolver";
import { ceilHour, fromLocalInput, toLocalInput } from "./dates";
import { FormAlert } from "./form-alert";
import { fromMicros, MONEY_HINT, toMicros } from "./money";
import { useSaveLineItem } from "./mutations";
import { usePlacements } from "./queries";
import { applyServerErrors } from "@/components/forms/server-errors";
import { humanize } from "./status-badge";
import { adsBase, type AdAccount, type Campaign, type LineItem } from "./types";

type Values = {
  name: string;
  objective: string;
  product_type: string;
  placements: string;
  start_time: string;
  end_time: string;
  bid_strategy: string;
  bid_amount: string;
  daily_budget: string;
  total_budget: string;
  entity_status: string;
};

const FIELDS = {
  name: "name",
  objective: "objective",
  product_type: "product_type",
  placements: "placements",
  start_time: "start_time",
  end_time: "end_time",
  bid_strategy: "bid_strategy",
  bid_amount_local_micro: "bid_amount",
  daily_budget_amount_local_micro: "daily_budget",
  total_budget_amount_local_micro: "total_budget",
  entity_status: "entity_status",
} as const;

function toBody(v: Values, errors: BodyErrors, campaign: Campaign, editing: boolean): Body {
  const money = (field: "bid_amount" | "daily_budget" | "total_budget") => {
    const n = toMicros(v[field]);
    if (Number.isNaN(n)) errors[field] = MONEY_HINT;
    return n;
  };
  // Rules the schema leaves to the server, checked here too so the form answers before a round trip.
  if (v.entity_status !== "DRAFT" && !v.start_time)
    errors.start_time = "Start time is required unless the line item is a draft";
  const bid = v.bid_strategy === "AUTO" ? undefined : money("bid_amount");
  if (v.bid_strategy !== "AUTO" && !bid && !errors.bid_amount)
    errors.bid_amount = `A ${v.bid_strategy} bid needs an amount greater than 0`;
  const budgets = campaign.budget_optimization === "LINE_ITEM";
  return compact({
    campaign_id: editing ? undefined : campaign.id,
    name: v.name,
    objective: editing ? undefined : v.objective,
    product_type: editing ? undefined : v.product_type,
    placements: v.placements,
    start_time: fromLocalInput(v.start_time),
    end_time: fromLocalInput(v.end_time),
    bid_strategy: v.bid_strategy,
    bid_amount_local_micro: bid,
    daily_budget_amount_local_micro: budgets ? money("daily_budget") : undefined,
    total_budget_amount_local_micro: budgets ? money("total_budget") : undefined,
    entity_status: v.entity_status,
  });
}

type Props = { account: AdAccount; campaign: Campaign; lineItem?: LineItem; onDone: () => void };

export function LineItemForm({ account, campaign, lineItem, onDone }: Props) {
  const save = useSaveLineItem(account);
  const editing = Boolean(lineItem);
  const form = useForm<Values, unknown, Body>({
    resolver: apiResolver<Values>(
      editing ? lineItemUpdate : lineItemCreate,
      (v, e) => toBody(v, e, campaign, editing),
      FIELDS,
    ),
    defaultValues: {
      name: lineItem?.name ?? "",
      objective: lineItem?.objective ?? "WEBSITE_CLICKS",
      product_type: lineItem?.product_type ?? "PROMOTED_POSTS",
      placements: lineItem?.placements.join(",") ?? "ALL_ON_SVC",
      start_time: toLocalInput(lineItem ? lineItem.start_time : ceilHour(new Date())),
      end_time: toLocalInput(lineItem?.end_time),
      bid_strategy: lineItem?.bid_strategy ?? "AUTO",
      bid_amount: fromMicros(lineItem?.bid_amount_local_micro),
      daily_budget: fromMicros(lineItem?.daily_budget_amount_local_micro),
      total_budget: fromMicros(lineItem?.total_budget_amount_local_micro),
      entity_status: lineItem?.entity_status ?? "ACTIVE",
    },
  });
  const { register, handleSubmit, setError, setValue, getValues, formState } = form;
  const { errors, isSubmitting } = formState;
  const [general, setGeneral] = useState<string[]>([]);
  const productType = useWatch({ control: form.control, name: "product_type" });
  const placements = usePlacements(adsBase(account), productType);
  const bidStrategy = useWatch({ control: form.control, name: "bid_strategy" });
  const sets = useMemo(() => placements.data ?? [], [placements.data]);

  // The options arrive after the select mounted: sync it with the form value, which a new product type
  // may have made invalid (then the first valid set is taken).
  useEffect(() => {
    if (!sets.length) return;
    const current = getValues("placements");
    setValue("placements", sets.some((s) => s.join(",") === current) ? current : sets[0].join(","));
  }, [sets, getValues, setValue]);

  const submit = handleSubmit(async (body) => {
    setGeneral([]);
    try {
      await save.mutateAsync({ id: lineItem?.id, body });
      onDone();
    } catch (error) {
      setGeneral(applyServerErrors<Values>(error, setError, FIELDS));
    }
  });
  const options = (values: readonly string[]) =>
    values.map((v) => (
      <option key={v} value={v}>
        {humanize(v)}
      </option>
    ));

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormAlert
        title={editing ? "Could not save the line item" : "Could not create the line item"}
        messages={[...general, errors.root?.message]}
      />
      <Field label="Name" error={errors.name?.message}>
        {(p) => <Input {...p} {...register("name")} autoComplete="off" />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Objective" error={errors.objective?.message}>
          {(p) => (
            <Select {...p} {...register("objective")} disabled={editing}>
              {options(OBJECTIVES)}
            </Select>
          )}
        </Field>
        <Field label="Product type" error={errors.product_type?.message}>
          {(p) => (
            <Select {...p} {...register("product_type")} disabled={editing}>
              {options(PRODUCT_TYPES)}
            </Select>
          )}
        </Field>
      </div>
      <Field
        label="Placements"
        hint={
          placements.isError
            ? "Could not load the valid placements"
            : "The sets this product type allows"
        }
        error={errors.placements?.message}
      >
        {(p) => (
          <Select {...p} {...register("placements")}>
            {sets.map((s) => (
              <option key={s.join(",")} value={s.join(",")}>
                {s.map(humanize).join(" + ")}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Start time" error={errors.start_time?.message}>
          {(p) => <Input {...p} {...register("start_time")} type="datetime-local" />}
        </Field>
        <Field label="End time" hint="Optional" error={errors.end_time?.message}>
          {(p) => <Input {...p} {...register("end_time")} type="datetime-local" />}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Bid strategy" error={errors.bid_strategy?.message}>
          {(p) => (
            <Select {...p} {...register("bid_strategy")}>
              {options(BID_STRATEGIES)}
            </Select>
          )}
        </Field>
        <Field
          label="Bid amount"
          hint={`In ${campaign.currency}; for Max and Target bids`}
          error={errors.bid_amount?.message}
        >
          {(p) => (
            <Input
              {...p}
              {...register("bid_amount")}
              inputMode="decimal"
              placeholder="1.50"
              disabled={bidStrategy === "AUTO"}
              autoComplete="off"
            />
          )}
        </Field>
      </div>
      {campaign.budget_optimization === "LINE_ITEM" && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Daily budget"
            hint={`In ${campaign.currency}; optional`}
            error={errors.daily_budget?.message}
          >
            {(p) => (
              <Input {...p} {...register("daily_budget")} inputMode="decimal" autoComplete="off" />
            )}
          </Field>
          <Field label="Total budget" hint="Optional" error={errors.total_budget?.message}>
            {(p) => (
              <Input {...p} {...register("total_budget")} inputMode="decimal" autoComplete="off" />
            )}
          </Field>
        </div>
      )}
      <Field label="Status" error={errors.entity_status?.message}>
        {(p) => (
          <Select {...p} {...register("entity_status")}>
            {options(LINE_ITEM_STATUSES)}
          </Select>
        )}
      </Field>
      <FormActions
        submitLabel={editing ? "Save line item" : "Create line item"}
        onCancel={onDone}
        submitting={isSubmitting}
      />
    </form>
  );
}
