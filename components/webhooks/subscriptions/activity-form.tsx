"use client";

import { useWatch } from "react-hook-form";
import { consoleApi, type ConsoleCall } from "@/components/console-client";
import { CountedInput } from "@/components/forms/counted-input";
import { useSchemaForm } from "@/components/forms/use-schema-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { activityFields, activitySchema, blankActivity } from "./activity-form-model";
import { DIRECTION_WORDS, KIND_MEANING, KINDS, takesDirection, takesKeyword } from "./kinds";
import { useChange, type Webhook } from "./queries";
import { TierNote } from "./tier-note";
import { WebhookSelect } from "./webhook-select";

type ActivityBody = ConsoleCall<"POST /console-api/apps/:id/subscriptions/activity">["body"];

/**
 * Create an activity subscription; filter fields appear only for the event types they apply to.
 * `newsNote` (the tier's sentence) leaves news.new out of the event types and says why.
 */
export function ActivityForm({
  appId,
  webhooks,
  newsNote,
}: {
  appId: string;
  webhooks: Webhook[];
  newsNote: string | null;
}) {
  const toast = useToast();
  const create = useChange(appId, (body: ActivityBody) =>
    consoleApi("POST /console-api/apps/:id/subscriptions/activity", {
      params: { id: appId },
      body,
    }),
  );
  const f = useSchemaForm({
    schema: activitySchema,
    defaultValues: blankActivity,
    fields: activityFields,
    send: (body) => create.mutateAsync(body),
    onDone: () => {
      toast("Subscription created");
      f.form.reset(blankActivity);
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
      <Field
        label="Event type"
        hint={newsNote && <TierNote appId={appId} note={newsNote} />}
        error={f.error("event_type")}
      >
        {(control) => (
          <Select {...control} {...f.register("event_type")}>
            {KINDS.filter((k) => !newsNote || k !== "news.new").map((k) => (
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
