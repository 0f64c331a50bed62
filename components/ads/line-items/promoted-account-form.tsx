"use client";

import { promotedAccountCreate } from "@/lib/ads/promoted-accounts/schema";
import { FormActions } from "@/components/forms/form-actions";
import { FormAlert } from "@/components/forms/form-alert";
import type { FieldMap } from "@/components/forms/field-map";
import { useApiForm } from "@/components/forms/use-api-form";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/input";
import { usePostAuthors } from "@/components/ads/posts/post-data";
import { useAdsCall } from "@/components/ads/resource-hooks";
import type { AdAccount } from "@/components/ads/types";

type Values = { user_id: string };
const FIELDS: FieldMap<keyof Values> = { user_id: { name: "user_id", label: "Account" } };

/** Promotes one of the account's promotable users (the interface's schema, promoted-accounts/schema.ts). */
export function PromotedAccountForm({
  account,
  lineItemId,
  onDone,
}: {
  account: AdAccount;
  lineItemId: string;
  onDone: () => void;
}) {
  const { authors, ready } = usePostAuthors(account);
  const create = useAdsCall(account, "POST /12/accounts/:account_id/promoted_accounts");
  const f = useApiForm<Values, typeof promotedAccountCreate>({
    defaultValues: { user_id: "" },
    schema: promotedAccountCreate,
    toBody: (v) => ({ line_item_id: lineItemId, user_id: v.user_id }),
    fields: FIELDS,
    send: (body) => create.mutateAsync({ params: body }),
    onDone,
  });
  return (
    <form onSubmit={f.onSubmit} noValidate className="space-y-4">
      <FormAlert title="Could not promote the account" messages={f.alerts} />
      <Field label="Account" hint="The account's promotable users." error={f.error("user_id")}>
        {(p) => (
          <Select {...p} {...f.register("user_id")} disabled={!ready}>
            <option value="">Choose an account</option>
            {authors.map((a) => (
              <option key={a.user_id} value={a.user_id}>
                @{a.screen_name} ({a.name})
              </option>
            ))}
          </Select>
        )}
      </Field>
      <FormActions submitLabel="Promote account" onCancel={onDone} submitting={f.submitting} />
    </form>
  );
}
