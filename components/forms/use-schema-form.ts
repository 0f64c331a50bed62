"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState, type BaseSyntheticEvent } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path } from "react-hook-form";
import type { z } from "zod";
import type { FieldMap } from "./field-map";
import { applyServerErrors } from "./server-errors";

type Options<I extends FieldValues, O, R> = {
  /**
   * The form's own schema, from what people typed to what is sent, for interfaces whose schema
   * lives with their routes (the console's JSON API); the advertising forms use useApiForm instead.
   */
  schema: z.ZodType<O, I>;
  defaultValues: DefaultValues<I>;
  /** API parameter -> field and label: the server's answer goes through the one mapper. */
  fields: FieldMap<Path<I>>;
  send: (values: O) => Promise<R>;
  onDone?: (result: R, values: O) => void;
};

/**
 * A console form on react-hook-form and a zod schema: the schema's issues land on their fields
 * before anything is sent, the server's answer on the field its parameter names (server-errors.ts),
 * and what names no field in `alerts`. `submitWith` runs another action on the same checked values
 * (a dry run beside the real one).
 */
export function useSchemaForm<I extends FieldValues, O, R = unknown>(o: Options<I, O, R>) {
  const form = useForm<I, unknown, O>({
    resolver: zodResolver<I, unknown, O>(o.schema),
    defaultValues: o.defaultValues,
  });
  const [general, setGeneral] = useState<string[]>([]);
  const submitWith =
    <T>(send: (values: O) => Promise<T>, done?: (result: T, values: O) => void) =>
    // Every failure of `send` is shown in the form, so the event handler need not wait for it.
    (e?: BaseSyntheticEvent) =>
      void form.handleSubmit(async (values) => {
        setGeneral([]);
        try {
          // Not `done?.(await send(values))`: without `done` that would not call `send` at all.
          const result = await send(values);
          done?.(result, values);
        } catch (error) {
          setGeneral(applyServerErrors(error, form.setError, o.fields));
        }
      })(e);
  return {
    form,
    register: form.register,
    onSubmit: submitWith(o.send, o.onDone),
    submitWith,
    submitting: form.formState.isSubmitting,
    error: (name: Path<I>) => form.getFieldState(name, form.formState).error?.message,
    /** For the form-level alert: the server's messages that name no field of the form. */
    alerts: general,
    clearAlerts: () => setGeneral([]),
  };
}
