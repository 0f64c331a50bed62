"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState, type BaseSyntheticEvent } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path } from "react-hook-form";
import { z } from "zod";
import type { FieldMap } from "./field-map";
import { applyServerErrors, mapErrorItems } from "./server-errors";

export type Body = Record<string, unknown>;
/** Problems found while building the body, by form field (amounts that are not numbers, rules the schema lacks). */
export type Problems = Record<string, string>;

type Options<V extends FieldValues, S extends z.ZodType, R> = {
  defaultValues: DefaultValues<V>;
  /** The API's own schema (lib/ads/<resource>/schema.ts): one rule for the form and the interface. */
  schema: S;
  /** What people typed -> the API's parameters (micros, UTC ISO); report unreadable input in `problems`. */
  toBody: (values: V, problems: Problems) => Body;
  fields: FieldMap<Path<V>>;
  /** For amounts in messages ("$5.00", not micros); a function when a field chooses it. */
  currency?: string | ((values: V) => string);
  /** The body, once the API's schema accepted it: typed as that schema's input. */
  send: (body: z.input<S>) => Promise<R>;
  /** With what `send` answered (the created record, for its page). */
  onDone: (result: R) => void;
};

/**
 * A console form on react-hook-form: the form schema turns the typed values into the API body and
 * checks it with the API's schema, and every issue, from that check or from the server's answer,
 * goes through the one mapper (server-errors.ts) to its field or to the form-level alert.
 */
export function useApiForm<V extends FieldValues, S extends z.ZodType = z.ZodType, R = unknown>(
  o: Options<V, S, R>,
) {
  const currencyOf = (v: V) => (typeof o.currency === "function" ? o.currency(v) : o.currency);
  const formSchema = z.custom<V>().transform((values, ctx): z.input<S> => {
    const problems: Problems = {};
    const body = o.toBody(values, problems);
    for (const [name, message] of Object.entries(problems))
      ctx.addIssue({ code: "custom", path: [name], message });
    const checked = o.schema.safeParse(body);
    if (!checked.success) {
      const items = checked.error.issues.map((i) => ({
        parameter: i.path.length ? i.path.map(String).join(".") : undefined,
        message: i.message,
      }));
      const mapped = mapErrorItems(items, o.fields, currencyOf(values));
      // A field's own message (e.g. "Enter an amount") wins over the schema's view of its empty value.
      for (const f of mapped.fields)
        if (!problems[f.path]) ctx.addIssue({ code: "custom", path: [f.path], message: f.message });
      for (const message of mapped.general)
        ctx.addIssue({ code: "custom", path: ["root"], message });
    }
    // On success the API's schema accepted exactly this body; on failure the issues above stop the
    // submit, so `send` only ever receives an input of the schema.
    return body as z.input<S>;
  });
  const form = useForm<V, unknown, z.input<S>>({
    resolver: zodResolver<V, unknown, z.input<S>>(formSchema),
    defaultValues: o.defaultValues,
  });
  const [general, setGeneral] = useState<string[]>([]);
  const submit = form.handleSubmit(async (body) => {
    setGeneral([]);
    try {
      o.onDone(await o.send(body));
    } catch (error) {
      setGeneral(applyServerErrors(error, form.setError, o.fields, currencyOf(form.getValues())));
    }
  });
  // Every failure of `send` is shown in the form, so a form's submit event need not wait for it.
  const onSubmit = (e?: BaseSyntheticEvent) => void submit(e);
  const { errors, isSubmitting } = form.formState;
  const message = (name: Path<V>) => (errors[name]?.message as string | undefined) ?? undefined;
  return {
    form,
    register: form.register,
    onSubmit,
    submitting: isSubmitting,
    error: message,
    /** For the form-level alert: the server's general messages and the schema's cross-field ones. */
    alerts: [...general, errors.root?.message].filter((m): m is string => Boolean(m)),
  };
}

/** Drops empty values so optional parameters are left out rather than sent as "". */
export function compact(body: Body): Body {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined && v !== ""));
}
