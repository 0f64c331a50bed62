"use client";

import { z } from "zod";
import type { FieldMap } from "@/components/forms/field-map";
import { useSchemaForm } from "@/components/forms/use-schema-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { KIND_MEANINGS, KINDS } from "./kinds";
import { useSendTest, type Webhook } from "./queries";

/** What is typed -> the generator's body: no webhook means through the subscriptions, no user means you. */
const schema = z.object({
  event_type: z.string(),
  webhook_id: z.string().transform((id) => id || undefined),
  user_id: z
    .string()
    .trim()
    .transform((id) => id || undefined),
});
const FIELDS: FieldMap<keyof z.input<typeof schema>> = {
  event_type: { name: "event_type", label: "Kind to send", asIs: true },
  webhook_id: { name: "webhook_id", label: "Send to", asIs: true },
  user_id: { name: "user_id", label: "User id", asIs: true },
};

/** The event generator from the console: any kind, to one webhook or through the app's subscriptions. */
export function TestEventForm({ appId, webhooks }: { appId: string; webhooks: Webhook[] }) {
  const send = useSendTest(appId);
  const toast = useToast();
  const f = useSchemaForm({
    schema,
    defaultValues: { event_type: KINDS[0], webhook_id: webhooks[0]?.id ?? "", user_id: "" },
    fields: FIELDS,
    send: (body) => send.mutateAsync(body),
    onDone: (r) => toast(`Test event ${r.event_type} sent.`),
  });
  return (
    <form aria-labelledby="test-heading" className="space-y-3" onSubmit={f.onSubmit}>
      <h2 id="test-heading" className="text-lg font-semibold">
        Send a test event
      </h2>
      <Field label="Kind to send" error={f.error("event_type")}>
        {(p) => (
          <Select {...p} {...f.register("event_type")}>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {k} — {KIND_MEANINGS[k]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Send to" error={f.error("webhook_id")}>
        {(p) => (
          <Select {...p} {...f.register("webhook_id")}>
            {webhooks.map((w) => (
              <option key={w.id} value={w.id}>
                {w.url}
                {w.valid ? "" : " (invalid)"}
              </option>
            ))}
            <option value="">Through my subscriptions</option>
          </Select>
        )}
      </Field>
      <Field
        label="User id (optional)"
        hint="Whom the event is about; by default you, the app's owner."
        error={f.error("user_id")}
      >
        {(p) => <Input {...p} {...f.register("user_id")} maxLength={64} />}
      </Field>
      {f.alerts.map((m) => (
        <Alert key={m}>{m}</Alert>
      ))}
      <Button type="submit" pending={f.submitting}>
        Send test event
      </Button>
    </form>
  );
}
