"use client";

import {
  trackingTagCreate,
  trackingTagUpdate,
  TRACKING_TAG_TYPES,
} from "@/lib/ads/tracking-tags/schema";
import { FormActions } from "@/components/forms/form-actions";
import { FormAlert } from "@/components/forms/form-alert";
import type { FieldMap } from "@/components/forms/field-map";
import { useApiForm } from "@/components/forms/use-api-form";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { useAdsSave } from "@/components/ads/resource-hooks";
import { humanize } from "@/components/ads/status-badge";
import type { AdAccount, TrackingTag } from "@/components/ads/types";

type Values = { tracking_tag_type: string; tracking_tag_url: string };

const FIELDS: FieldMap<keyof Values> = {
  tracking_tag_type: { name: "tracking_tag_type", label: "Type" },
  tracking_tag_url: { name: "tracking_tag_url", label: "Tracker URL" },
};

/**
 * Adds a tracking tag to a line item, or changes an existing tag's URL: the interface lets only the
 * URL change (PUT takes tracking_tag_url alone), so editing shows the type without a control for it.
 */
export function TrackingTagForm({
  account,
  lineItemId,
  tag,
  onDone,
}: {
  account: AdAccount;
  lineItemId: string;
  tag?: TrackingTag;
  onDone: () => void;
}) {
  const save = useAdsSave(
    account,
    "POST /12/accounts/:account_id/tracking_tags",
    "PUT /12/accounts/:account_id/tracking_tags/:tracking_tag_id",
  );
  const f = useApiForm<Values, typeof trackingTagCreate | typeof trackingTagUpdate>({
    defaultValues: {
      tracking_tag_type: tag?.tracking_tag_type ?? TRACKING_TAG_TYPES[0],
      tracking_tag_url: tag?.tracking_tag_url ?? "",
    },
    schema: tag ? trackingTagUpdate : trackingTagCreate,
    toBody: (v) =>
      tag
        ? { tracking_tag_url: v.tracking_tag_url.trim() }
        : {
            line_item_id: lineItemId,
            tracking_tag_type: v.tracking_tag_type,
            tracking_tag_url: v.tracking_tag_url.trim(),
          },
    fields: FIELDS,
    send: (body) => save.mutateAsync({ id: tag?.id, params: body }),
    onDone,
  });
  return (
    <form onSubmit={f.onSubmit} noValidate className="space-y-4">
      <FormAlert title="Could not save the tracking tag" messages={f.alerts} />
      {tag ? (
        <p className="text-sm text-zinc-600">
          Type: <strong className="text-zinc-900">{humanize(tag.tracking_tag_type)}</strong> (only
          the URL of a tag can change)
        </p>
      ) : (
        <Field
          label="Type"
          hint="Impression tags fire when the ad is shown; click trackers when it is clicked."
          error={f.error("tracking_tag_type")}
        >
          {(p) => (
            <Select {...p} {...f.register("tracking_tag_type")}>
              {TRACKING_TAG_TYPES.map((t) => (
                <option key={t} value={t}>
                  {humanize(t)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
      <Field
        label="Tracker URL"
        hint="An https address, such as https://tracker.example/pixel?c=1"
        error={f.error("tracking_tag_url")}
      >
        {(p) => (
          <Input
            {...p}
            {...f.register("tracking_tag_url")}
            type="url"
            inputMode="url"
            autoComplete="off"
          />
        )}
      </Field>
      <FormActions
        submitLabel={tag ? "Save URL" : "Add tracking tag"}
        onCancel={onDone}
        submitting={f.submitting}
      />
    </form>
  );
}
