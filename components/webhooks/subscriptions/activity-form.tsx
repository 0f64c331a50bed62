"use client";

import { useState, type FormEvent } from "react";
import { consoleApi, type ConsoleCall } from "@/components/console-client";
import { CountedInput } from "@/components/forms/counted-input";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { DIRECTION_WORDS, KIND_MEANING, KINDS, takesDirection, takesKeyword } from "./kinds";
import { splitErrors, useChange, type Webhook } from "./queries";
import { WebhookSelect } from "./webhook-select";

type ActivityBody = ConsoleCall<"POST /console-api/apps/:id/subscriptions/activity">["body"];

const FIELDS = [
  "event_type",
  "filter",
  "filter.user_id",
  "filter.keyword",
  "filter.direction",
  "tag",
  "webhook_id",
] as const;
type Values = { event_type: string; user: string; keyword: string; direction: string };

/** Create an activity subscription; filter fields appear only for the event types they apply to. */
export function ActivityForm({ appId, webhooks }: { appId: string; webhooks: Webhook[] }) {
  const toast = useToast();
  const blank: Values = { event_type: "post.create", user: "", keyword: "", direction: "" };
  const [v, setV] = useState(blank);
  const [tag, setTag] = useState("");
  const [webhook, setWebhook] = useState("");
  const [errors, setErrors] = useState<{ byField: Record<string, string>; general: string[] }>({
    byField: {},
    general: [],
  });
  const create = useChange(appId, (body: ActivityBody) =>
    consoleApi("POST /console-api/apps/:id/subscriptions/activity", {
      params: { id: appId },
      body,
    }),
  );
  const set = (k: keyof Values) => (e: { target: { value: string } }) =>
    setV({ ...v, [k]: e.target.value });
  const keyword = takesKeyword(v.event_type);
  const direction = takesDirection(v.event_type);
  const err = errors.byField;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setErrors({ byField: {}, general: [] });
    const filter = {
      user_id: v.user.trim() || undefined,
      keyword: keyword ? v.keyword.trim() || undefined : undefined,
      direction: direction ? v.direction || undefined : undefined,
    };
    try {
      await create.mutateAsync({ event_type: v.event_type, filter, tag, webhook_id: webhook });
      toast("Subscription created");
      setV(blank);
      setTag("");
      setWebhook("");
    } catch (error) {
      setErrors(splitErrors(error, FIELDS));
    }
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="space-y-4"
      aria-label="New activity subscription"
    >
      <h3 className="text-base font-semibold">New activity subscription</h3>
      {errors.general.map((m) => (
        <Alert key={m}>{m}</Alert>
      ))}
      <Field label="Event type" error={err.event_type}>
        {(control) => (
          <Select {...control} value={v.event_type} onChange={set("event_type")}>
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
          error={err["filter.user_id"] ?? err.filter}
        >
          {(control) => <Input {...control} value={v.user} onChange={set("user")} />}
        </Field>
        {keyword && (
          <Field
            label="Keyword"
            hint="Whole words, any case. A filter needs a user or a keyword."
            error={err["filter.keyword"]}
          >
            {(control) => <Input {...control} value={v.keyword} onChange={set("keyword")} />}
          </Field>
        )}
        {direction && (
          <Field label="Direction" error={err["filter.direction"]}>
            {(control) => (
              <Select {...control} value={v.direction} onChange={set("direction")}>
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
          label="Tag"
          max={200}
          value={tag}
          onChange={(e) => setTag(e.target.value)}
          hint="Optional; echoed in every message of this subscription."
          error={err.tag}
        />
        <WebhookSelect
          webhooks={webhooks}
          value={webhook}
          onChange={setWebhook}
          error={err.webhook_id}
        />
      </div>
      <Button type="submit" pending={create.isPending}>
        Add subscription
      </Button>
    </form>
  );
}
