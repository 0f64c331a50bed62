"use client";

import { mediaCreativeCreate } from "@/lib/ads/media-creatives/schema";
import { landingUrl } from "@/lib/ads/media-creatives/rules";
import { FormActions } from "@/components/forms/form-actions";
import { FormAlert } from "@/components/forms/form-alert";
import type { FieldMap } from "@/components/forms/field-map";
import { useApiForm } from "@/components/forms/use-api-form";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { useAdsCall, useAdsList } from "@/components/ads/resource-hooks";
import { humanize } from "@/components/ads/status-badge";
import type { AdAccount, LineItem } from "@/components/ads/types";

type Values = { account_media_id: string; landing_url: string };
const FIELDS: FieldMap<keyof Values> = {
  account_media_id: { name: "account_media_id", label: "Account media" },
  landing_url: { name: "landing_url", label: "Landing URL" },
};

/**
 * Puts an account media on the line item. The interface's schema checks the body and its landing_url
 * rule (media-creatives/rules.ts: required for display media of WEBSITE_CLICKS) runs before sending.
 */
export function MediaCreativeForm({
  account,
  lineItem,
  onDone,
}: {
  account: AdAccount;
  lineItem: LineItem;
  onDone: () => void;
}) {
  const media = useAdsList(account, "GET /12/accounts/:account_id/account_media");
  const create = useAdsCall(account, "POST /12/accounts/:account_id/media_creatives");
  const f = useApiForm<Values, typeof mediaCreativeCreate>({
    defaultValues: { account_media_id: "", landing_url: "" },
    schema: mediaCreativeCreate,
    toBody: (v, problems) => {
      const chosen = media.data?.find((m) => m.id === v.account_media_id);
      const url = v.landing_url.trim() || undefined;
      const landing = chosen
        ? landingUrl(lineItem, chosen.creative_type, url)
        : { url: url ?? null };
      if ("missing" in landing)
        problems.landing_url =
          "Landing URL is required for display media on a website clicks line item.";
      return {
        account_media_id: v.account_media_id,
        line_item_id: lineItem.id,
        ...(url ? { landing_url: url } : {}),
      };
    },
    fields: FIELDS,
    send: (params) => create.mutateAsync({ params }),
    onDone,
  });
  return (
    <form onSubmit={f.onSubmit} noValidate className="space-y-4">
      <FormAlert title="Could not add the media creative" messages={f.alerts} />
      <Field
        label="Account media"
        hint="Media of this account made for a placement (banner, pre-roll…)."
        error={f.error("account_media_id")}
      >
        {(p) => (
          <Select {...p} {...f.register("account_media_id")}>
            <option value="">Choose account media</option>
            {(media.data ?? []).map((m) => (
              <option key={m.id} value={m.id}>
                {humanize(m.creative_type)} · {m.media_key}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label="Landing URL"
        hint={
          lineItem.objective === "WEBSITE_CLICKS"
            ? "Required: where a click on the media goes."
            : "Optional: where a click on the media goes."
        }
        error={f.error("landing_url")}
      >
        {(p) => (
          <Input
            {...p}
            {...f.register("landing_url")}
            type="url"
            inputMode="url"
            autoComplete="off"
          />
        )}
      </Field>
      <FormActions submitLabel="Add media creative" onCancel={onDone} submitting={f.submitting} />
    </form>
  );
}
