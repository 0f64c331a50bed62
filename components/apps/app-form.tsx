"use client";

import { useState, type ReactNode } from "react";
import { useForm, type FieldPath } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { appCreateSchema } from "@/lib/auth/apps/schema";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Checkbox, Input, Select, Textarea } from "@/components/ui/input";
import { CallbackUrlsField } from "./callback-urls-field";
import type { AppFormInput, AppFormOutput } from "./app-form-model";
import type { FieldMap } from "@/components/forms/field-map";
import { applyServerErrors } from "@/components/forms/server-errors";

export type { AppFormInput, AppFormOutput } from "./app-form-model";

const EMPTY: AppFormOutput = {
  name: "",
  description: "",
  website: "",
  callback_urls: [],
  access_level: "read",
  sign_in_with: false,
};

/** API parameter -> field and label (for the one error mapper). */
const FIELDS: FieldMap<FieldPath<AppFormInput>> = {
  name: { name: "name", label: "Name" },
  description: { name: "description", label: "Description" },
  website: { name: "website", label: "Website" },
  callback_urls: { name: "callback_urls", label: "Callback URLs", list: true },
  access_level: { name: "access_level", label: "Access level" },
  sign_in_with: { name: "sign_in_with", label: "Sign in with SVC" },
};

type AppFormProps = {
  initial?: AppFormOutput;
  submitLabel: string;
  /** Resolves with the saved values (the form resets to them) or rejects with an ApiError. */
  onSubmit: (values: AppFormOutput) => Promise<AppFormOutput | void>;
  /** Extra buttons next to submit (e.g. Delete app). */
  actions?: ReactNode;
};

/** Create and edit share this form and the schema the API validates with, so rules match exactly. */
export function AppForm({ initial = EMPTY, submitLabel, onSubmit, actions }: AppFormProps) {
  const form = useForm<AppFormInput, unknown, AppFormOutput>({
    resolver: zodResolver(appCreateSchema),
    defaultValues: initial,
  });
  const { register, handleSubmit, setError, reset, formState } = form;
  const { errors, isSubmitting } = formState;
  const [general, setGeneral] = useState<string[]>([]);

  const submit = handleSubmit(async (values) => {
    setGeneral([]);
    try {
      const saved = await onSubmit(values);
      if (saved) reset(saved);
    } catch (error) {
      setGeneral(applyServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5">
      {general.length > 0 && (
        <Alert title="Could not save the app">
          <ul className="list-disc pl-5">
            {general.map((m, i) => (
              <li key={i}>{m}</li>
            ))}
          </ul>
        </Alert>
      )}
      <Field
        label="Name"
        hint="Shown to people when they authorize the app. Up to 32 characters."
        error={errors.name?.message}
      >
        {(p) => <Input {...p} {...register("name")} autoComplete="off" />}
      </Field>
      <Field label="Description" error={errors.description?.message}>
        {(p) => <Textarea {...p} {...register("description")} rows={2} />}
      </Field>
      <Field label="Website" error={errors.website?.message}>
        {(p) => (
          <Input
            {...p}
            {...register("website")}
            inputMode="url"
            placeholder="https://example.com"
          />
        )}
      </Field>
      <CallbackUrlsField control={form.control} />
      <Field
        label="Access level"
        hint="read-write lets the app post and change data on behalf of users."
        error={errors.access_level?.message}
      >
        {(p) => (
          <Select {...p} {...register("access_level")}>
            <option value="read">read</option>
            <option value="read-write">read-write</option>
          </Select>
        )}
      </Field>
      <div className="space-y-1">
        <label className="flex items-center gap-2 text-sm font-medium text-zinc-800">
          <Checkbox {...register("sign_in_with")} aria-invalid={Boolean(errors.sign_in_with)} />
          Enable Sign in with SVC
        </label>
        {errors.sign_in_with?.message && (
          <p className="text-sm text-red-600">{errors.sign_in_with.message}</p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3 border-t border-zinc-200 pt-5">
        <Button type="submit" pending={isSubmitting}>
          {submitLabel}
        </Button>
        {actions}
      </div>
    </form>
  );
}
