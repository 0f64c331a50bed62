"use client";

import { useEffect, useState } from "react";
import { useWatch } from "react-hook-form";
import { z } from "zod";
import { plainList } from "@/components/format/labels";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Checkbox, Input, Select } from "@/components/ui/input";
import { FormAlert } from "@/components/forms/form-alert";
import { useGrantAccess } from "../mutations";
import type { FieldMap } from "@/components/forms/field-map";
import { useSchemaForm } from "@/components/forms/use-schema-form";
import type { AdAccount } from "../types";
import {
  PERMISSION_LEVELS,
  POST_COMPOSER_LEVELS,
  type PermissionLevel,
} from "@/lib/ads-kernel/permissions";

/** Labels for the permission levels; the levels themselves come from the matrix (lib/ads-kernel/permissions). */
export const LEVELS: Record<PermissionLevel, string> = {
  ACCOUNT_ADMIN: "Account admin: everything, including users",
  AD_MANAGER: "Ad manager: campaigns, creatives, audiences, funding",
  CREATIVE_MANAGER: "Creative manager: creatives; reads the rest",
  CAMPAIGN_ANALYST: "Campaign analyst: reads campaigns, creatives, audiences",
  ANALYST: "Analyst: reads campaigns and analytics",
  PARTNER_AUDIENCE_MANAGER: "Partner audience manager: audiences only",
};
const COMPOSER_LEVELS = new Set<string>(POST_COMPOSER_LEVELS);

const schema = z
  .object({
    screen_name: z
      .string()
      .trim()
      .transform((s) => s.replace(/^@/, ""))
      .pipe(
        z
          .string()
          .min(1, "Enter the username of the person to add")
          .max(50, "Usernames are at most 50 characters"),
      ),
    permission: z.enum(PERMISSION_LEVELS, { error: "Choose a permission level" }),
    post_composer: z.boolean(),
  })
  // The interface takes one comma-separated list: the level, and the composer where it may go.
  .transform((v) => ({
    screen_name: v.screen_name,
    permissions: [
      v.permission,
      ...(v.post_composer && COMPOSER_LEVELS.has(v.permission) ? ["POST_COMPOSER"] : []),
    ].join(","),
  }));
type Input = z.input<typeof schema>;
const FIELDS: FieldMap<keyof Input> = {
  screen_name: { name: "screen_name", label: "Username" },
  user_id: { name: "screen_name", label: "Username" },
  permissions: { name: "permission", label: "Permission level" },
};

/** Grants access, or replaces the permissions of someone who already has it (the API upserts). */
export function GrantForm({ account, initial }: { account: AdAccount; initial?: Partial<Input> }) {
  const grant = useGrantAccess(account);
  const [done, setDone] = useState<string | null>(null);
  const blank: Input = { screen_name: "", permission: "ANALYST", post_composer: false };
  const f = useSchemaForm({
    schema,
    defaultValues: { ...blank, ...initial },
    fields: FIELDS,
    send: (body) => {
      setDone(null);
      return grant.mutateAsync({ params: body });
    },
    onDone: (user, body) => {
      const levels = plainList(body.permissions.split(",")).replace(/, /g, " + ");
      setDone(`@${user?.screen_name ?? body.screen_name} now has ${levels}.`);
      f.form.reset(blank);
    },
  });
  const { form, register } = f;
  const composerAllowed = COMPOSER_LEVELS.has(
    useWatch({ control: form.control, name: "permission" }),
  );
  // Opened through "Change <user>": the username is filled in, the level is what is being changed.
  const prefilled = Boolean(initial?.screen_name);
  useEffect(() => {
    if (prefilled) form.setFocus("permission");
  }, [prefilled, form]);

  return (
    <form onSubmit={f.onSubmit} noValidate className="space-y-4">
      <FormAlert title="Could not grant access" messages={f.alerts} />
      {done && <Alert tone="success">{done}</Alert>}
      <div className="grid gap-4 sm:grid-cols-[1fr_1.4fr]">
        <Field label="Username" hint="Their SVC username, e.g. ana" error={f.error("screen_name")}>
          {(p) => (
            <Input
              {...p}
              {...register("screen_name")}
              autoComplete="off"
              spellCheck={false}
              placeholder="username"
            />
          )}
        </Field>
        <Field label="Permission level" error={f.error("permission")}>
          {(p) => (
            <Select {...p} {...register("permission")}>
              {Object.entries(LEVELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label
          className={`flex items-center gap-2 text-sm font-medium ${composerAllowed ? "text-zinc-800" : "text-zinc-500"}`}
        >
          <Checkbox {...register("post_composer")} disabled={!composerAllowed} />
          Post composer
          <span className="font-normal text-zinc-500">
            (only with admin, ad manager or creative manager)
          </span>
        </label>
        <Button type="submit" pending={f.submitting}>
          Grant
        </Button>
      </div>
    </form>
  );
}
