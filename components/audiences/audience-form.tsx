"use client";

import { useRouter } from "next/navigation";
import { customAudienceCreate } from "@/lib/audiences/custom-audiences/schema";
import { FormActions } from "@/components/forms/form-actions";
import { FormAlert } from "@/components/forms/form-alert";
import type { FieldMap } from "@/components/forms/field-map";
import { useApiForm } from "@/components/forms/use-api-form";
import { useAdsCall, type Acct } from "@/components/ads/resource-hooks";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { audienceHref } from "./links";

type Values = { name: string; description: string; audience_type: "CRM" | "MOBILE_AUDIENCE" };
const FIELDS: FieldMap<keyof Values> = {
  name: { name: "name", label: "Name" },
  description: { name: "description", label: "Description" },
  audience_type: { name: "audience_type", label: "Identifiers" },
};

/**
 * Creates a list audience with the interface's own schema (customAudienceCreate); flexible ones are
 * built on their own page. Then opens the audience, where its users are uploaded.
 */
export function AudienceForm({ account, onCancel }: { account: Acct; onCancel: () => void }) {
  const create = useAdsCall(account, "POST /12/accounts/:account_id/custom_audiences");
  const router = useRouter();
  const toast = useToast();
  const f = useApiForm<Values, typeof customAudienceCreate>({
    defaultValues: { name: "", description: "", audience_type: "CRM" },
    schema: customAudienceCreate,
    toBody: (v) => ({
      name: v.name.trim(),
      ...(v.description.trim() ? { description: v.description.trim() } : {}),
      audience_type: v.audience_type,
    }),
    fields: FIELDS,
    send: async (body) => {
      const made = await create.mutateAsync({ params: body });
      toast(`Audience "${made.name}" created. Upload its users next.`);
      router.push(audienceHref(account.id, made.id));
    },
    onDone: () => undefined,
  });
  return (
    <form onSubmit={f.onSubmit} noValidate className="space-y-4">
      <FormAlert title="Could not create the audience" messages={f.alerts} />
      <Field
        label="Name"
        hint="Unique in this account, up to 255 characters"
        error={f.error("name")}
      >
        {(p) => <Input {...p} {...f.register("name")} autoComplete="off" />}
      </Field>
      <Field label="Description" hint="Optional" error={f.error("description")}>
        {(p) => <Input {...p} {...f.register("description")} autoComplete="off" />}
      </Field>
      <Field
        label="Identifiers"
        hint="What the uploaded list holds: emails, phones and handles, or advertising device ids"
        error={f.error("audience_type")}
      >
        {(p) => (
          <Select {...p} {...f.register("audience_type")}>
            <option value="CRM">Customer list (emails, phones, handles)</option>
            <option value="MOBILE_AUDIENCE">Mobile (device ids)</option>
          </Select>
        )}
      </Field>
      <FormActions submitLabel="Create audience" onCancel={onCancel} submitting={f.submitting} />
    </form>
  );
}
