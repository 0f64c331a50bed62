"use client";

import { useEffect, useMemo } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import type { Body } from "@/components/forms/use-api-form";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import type { LineItemValues } from "../line-items/line-item-form-model";
import { usePlacements } from "../queries";
import type { Acct } from "../resource-hooks";
import { humanize } from "../status-badge";

type Props = { account: Acct; form: UseFormReturn<LineItemValues, unknown, Body>; error?: string };

/** The placement sets the chosen product type allows, from the API, so no refused set is offered. */
export function PlacementsField({ account, form, error }: Props) {
  const { setValue, getValues, register } = form;
  const productType = useWatch({ control: form.control, name: "product_type" });
  const placements = usePlacements(account, productType);
  const sets = useMemo(() => placements.data ?? [], [placements.data]);

  // The options arrive after the select mounted: sync it with the form value, which a new product type
  // may have made invalid (then the first valid set is taken).
  useEffect(() => {
    if (!sets.length) return;
    const current = getValues("placements");
    setValue("placements", sets.some((s) => s.join(",") === current) ? current : sets[0].join(","));
  }, [sets, getValues, setValue]);

  return (
    <Field
      label="Placements"
      hint={
        placements.isError
          ? "Could not load the valid placements"
          : "The sets this product type allows"
      }
      error={error}
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
  );
}
