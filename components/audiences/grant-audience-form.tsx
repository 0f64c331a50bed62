"use client";

import { audiencePermissionCreate, PERMISSION_LEVELS } from "@/lib/ads/audience-permissions/schema";
import { FormAlert } from "@/components/forms/form-alert";
import type { FieldMap } from "@/components/forms/field-map";
import { useApiForm } from "@/components/forms/use-api-form";
import { useAdsCreate, type Acct } from "@/components/ads/resource-hooks";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { levelText, type Permission } from "./audience-model";
import { permissionsPath } from "./use-audiences";

type Values = { granted_account_id: string; permission_level: string };
const FIELDS: FieldMap<keyof Values> = {
  granted_account_id: { name: "granted_account_id", label: "Account id" },
  permission_level: { name: "permission_level", label: "Permission" },
};

/** Grants another account the audience (the interface's schema; its business rule answers on the field). */
export function GrantAudienceForm({ account, audienceId }: { account: Acct; audienceId: string }) {
  const create = useAdsCreate<Permission>(account, permissionsPath(audienceId));
  const toast = useToast();
  const f = useApiForm<Values>({
    defaultValues: { granted_account_id: "", permission_level: "READ_ONLY" },
    schema: audiencePermissionCreate,
    toBody: (v) => ({
      granted_account_id: v.granted_account_id.trim(),
      permission_level: v.permission_level,
    }),
    fields: FIELDS,
    send: async (body) => {
      const p = await create.mutateAsync(body);
      toast(`Shared with account ${p.granted_account_id}.`);
    },
    onDone: () => f.form.reset(),
  });
  return (
    <form onSubmit={f.onSubmit} noValidate className="space-y-3">
      <FormAlert title="Could not share the audience" messages={f.alerts} />
      <div className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        <Field
          label="Account id"
          hint="The ad account to share with"
          error={f.error("granted_account_id")}
        >
          {(p) => (
            <Input
              {...p}
              {...f.register("granted_account_id")}
              autoComplete="off"
              inputMode="text"
            />
          )}
        </Field>
        <Field label="Permission" error={f.error("permission_level")}>
          {(p) => (
            <Select {...p} {...f.register("permission_level")}>
              {PERMISSION_LEVELS.map((l) => (
                <option key={l} value={l}>
                  {levelText(l)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" pending={f.submitting} className="sm:mt-6">
          Share
        </Button>
      </div>
    </form>
  );
}
