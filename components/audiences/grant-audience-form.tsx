"use client";

import {
  audiencePermissionCreate,
  PERMISSION_LEVELS,
} from "@/lib/audiences/audience-permissions/schema";
import { FormAlert } from "@/components/forms/form-alert";
import type { FieldMap } from "@/components/forms/field-map";
import { useApiForm } from "@/components/forms/use-api-form";
import { useAdsCall } from "@/components/ads/resource-hooks";
import { useAdAccounts } from "@/components/ads/queries";
import type { AdAccount } from "@/components/ads/types";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { levelText } from "./audience-model";

type Values = { granted_account_id: string; permission_level: string };
const FIELDS: FieldMap<keyof Values> = {
  granted_account_id: { name: "granted_account_id", label: "Account id" },
  permission_level: { name: "permission_level", label: "Permission" },
};

/**
 * Grants another account the audience (the interface's schema; its business rule answers on the
 * field). Audiences are shared within their owner's business: the accounts of this business that the
 * user can reach are offered, one click fills the field.
 */
export function GrantAudienceForm({
  account,
  audienceId,
}: {
  account: AdAccount;
  audienceId: string;
}) {
  const create = useAdsCall(
    account,
    "POST /12/accounts/:account_id/custom_audiences/:custom_audience_id/permissions",
  );
  const accounts = useAdAccounts();
  const mates = (accounts.data ?? []).filter(
    (a) => a.id !== account.id && !!account.business_id && a.business_id === account.business_id,
  );
  const toast = useToast();
  const f = useApiForm<Values, typeof audiencePermissionCreate>({
    defaultValues: { granted_account_id: "", permission_level: "READ_ONLY" },
    schema: audiencePermissionCreate,
    toBody: (v) => ({
      granted_account_id: v.granted_account_id.trim(),
      permission_level: v.permission_level,
    }),
    fields: FIELDS,
    send: async (body) => {
      const p = await create.mutateAsync({
        ids: { custom_audience_id: audienceId },
        params: body,
      });
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
          hint="The ad account to share with: an account of this account's business"
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
      {mates.length > 0 && (
        <div className="flex flex-wrap items-center gap-2 text-sm text-zinc-700">
          <span>Accounts of this business:</span>
          {mates.map((m) => (
            <Button
              key={m.id}
              type="button"
              size="sm"
              variant="secondary"
              aria-label={`Fill in ${m.name} (${m.id})`}
              onClick={() => f.form.setValue("granted_account_id", m.id, { shouldValidate: true })}
            >
              {m.name} ({m.id})
            </Button>
          ))}
        </div>
      )}
    </form>
  );
}
