"use client";

import { useWatch } from "react-hook-form";
import { z } from "zod";
import { api } from "@/components/api";
import { CountedInput } from "@/components/forms/counted-input";
import type { FieldMap } from "@/components/forms/field-map";
import { useSchemaForm } from "@/components/forms/use-schema-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { DIRECTION_WORDS, KIND_MEANING, KINDS, takesDirection, takesKeyword } from "./kinds";
import { useChange, type Webhook } from "./queries";
import { WebhookSelect } from "./webhook-select";

/** What is typed -> the service's body; a filter field the event type does not take is left out. */
const schema = z
  .object({
    event_type: z.string(),
    user: z.string(),
    keyword: z.string(),
    direction: z.string(),
    tag: z.string(),
    webhook_id: z.string(),
  })
  .transform((v) => ({
    event_type: v.event_type,
    filter: {
      user_id: v.user.trim() || undefined,
      keyword: takesKeyword(v.event_type) ? v.keyword.trim() || undefined : undefined,
      direction: takesDirection(v.event_type) ? v.direction || undefined : undefined,
    },
    tag: v.tag,
    webhook_id: v.webhook_id,
  }));
type Values = z.input<typeof schema>;
const blank: Values = {
  event_type: "post.create",
  user: "",
  keyword: "",
  direction: "",
  tag: "",
  webhook_id: "",
};
/** The service words its messages for people: they are shown as they are. */
const FIELDS: FieldMap<keyof Values> = {
  event_type: { name: "event_type", label: "Event type", asIs: true },
  filter: { name: "user", label: "User", asIs: true },
  "filter.user_id": { name: "user", label: "User", asIs: true },
  "filter.keyword": { name: "keyword", label: "Keyword", asIs: true },
  "filter.direction": { name: "direction", label: "Direction", asIs: true },
  tag: { name: "tag", label: "Tag", asIs: true },
  webhook_id: { name: "webhook_id", label: "Webhook", asIs: true },
};

/** Create an activity subscription; filter fields appear only for the event types they apply to. */
export function ActivityForm({ appId, webhooks }: { appId: string; webhooks: Webhook[] }) {
  const toast = useToast();
  const create = useChange(appId, (path, body: unknown) => api.post(`${path}/activity`, body));
  const f = useSchemaForm({
    schema,
    defaultValues: blank,
    fields: FIELDS,
    send: (body) => create.mutateAsync(body),
    onDone: () => {
      toast("Subscription created");
      f.form.reset(blank);
    },
  });
  const [eventType, tag, webhook] = useWatch({
    control: f.form.control,
    name: ["event_type", "tag", "webhook_id"],
  });
  const keyword = takesKeyword(eventType);
  const direction = takesDirection(eventType);

  return (
    <form
      onSubmit={f.onSubmit}
      noValidate
      className="space-y-4"
      aria-label="New activity subscription"
    >
      <h3 className="text-base font-semibold">New activity subscription</h3>
      {f.alerts.map((m) => (
        <Alert key={m}>{m}</Alert>
      ))}
      <Field label="Event type" error={f.error("event_type")}>
        {(control) => (
          <Select {...control} {...f.register("event_type")}>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {k}: {KIND_MEANING[k]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="User"
          hint="Screen name (@name) or id of the user the events are about."
          error={f.error("user")}
        >
          {(control) => <Input {...control} {...f.register("user")} />}
        </Field>
        {keyword && (
          <Field
            label="Keyword"
            hint="Whole words, any case. A filter needs a user or a keyword."
            error={f.error("keyword")}
          >
            {(control) => <Input {...control} {...f.register("keyword")} />}
          </Field>
        )}
        {direction && (
          <Field label="Direction" error={f.error("direction")}>
            {(control) => (
              <Select {...control} {...f.register("direction")}>
                <option value="">Both directions</option>
                {Object.entries(DIRECTION_WORDS).map(([value, words]) => (
                  <option key={value} value={value}>
                    {words}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <CountedInput
          {...f.register("tag")}
          value={tag}
          label="Tag"
          max={200}
          hint="Optional; echoed in every message of this subscription."
          error={f.error("tag")}
        />
        <WebhookSelect
          webhooks={webhooks}
          value={webhook}
          onChange={(id) => f.form.setValue("webhook_id", id)}
          error={f.error("webhook_id")}
        />
      </div>
      <Button type="submit" pending={f.submitting}>
        Add subscription
      </Button>
    </form>
  );
}
