"use client";

import type { ReactNode } from "react";
import type { FieldPath } from "react-hook-form";
import { appCreateSchema } from "@/lib/auth/apps/schema";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Checkbox, Input, Select, Textarea } from "@/components/ui/input";
import { CallbackUrlsField } from "./callback-urls-field";
import type { AppFormInput, AppFormOutput } from "./app-form-model";
import type { FieldMap } from "@/components/forms/field-map";
import { FormAlert } from "@/components/forms/form-alert";
import { useSchemaForm } from "@/components/forms/use-schema-form";

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
  const f = useSchemaForm({
    schema: appCreateSchema,
    defaultValues: initial,
    fields: FIELDS,
    send: onSubmit,
    onDone: (saved) => {
      if (saved) f.form.reset(saved);
    },
  });
  const { register } = f;

  return (
    <form onSubmit={f.onSubmit} noValidate className="space-y-5">
      <FormAlert title="Could not save the app" messages={f.alerts} />
      <Field
        label="Name"
        hint="Shown to people when they authorize the app. Up to 32 characters."
        error={f.error("name")}
      >
        {(p) => <Input {...p} {...register("name")} autoComplete="off" />}
      </Field>
      <Field label="Description" error={f.error("description")}>
        {(p) => <Textarea {...p} {...register("description")} rows={2} />}
      </Field>
      <Field label="Website" error={f.error("website")}>
        {(p) => (
          <Input
            {...p}
            {...register("website")}
            inputMode="url"
            placeholder="https://example.com"
          />
        )}
      </Field>
      <CallbackUrlsField control={f.form.control} />
      <Field
        label="Access level"
        hint="read-write lets the app post and change data on behalf of users."
        error={f.error("access_level")}
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
          <Checkbox {...register("sign_in_with")} aria-invalid={Boolean(f.error("sign_in_with"))} />
          Enable Sign in with SVC
        </label>
        {f.error("sign_in_with") && (
          <p className="text-sm text-red-600">{f.error("sign_in_with")}</p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3 border-t border-zinc-200 pt-5">
        <Button type="submit" pending={f.submitting}>
          {submitLabel}
        </Button>
        {actions}
      </div>
    </form>
  );
}
