"use client";

import { useId } from "react";
import { useWatch } from "react-hook-form";
import { z } from "zod";
import { consoleApi, type ConsoleCall } from "@/components/console-client";
import { CountedInput } from "@/components/forms/counted-input";
import type { FieldMap } from "@/components/forms/field-map";
import { useSchemaForm } from "@/components/forms/use-schema-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useToast } from "@/components/ui/toast";
import { WebhookSelect } from "./webhook-select";
import { useChange, type ActivityRow, type Webhook } from "./queries";

type SubscriptionChange =
  ConsoleCall<"PATCH /console-api/apps/:id/subscriptions/activity/:sid">["body"];

/** An empty tag or webhook is sent as null: the subscription then has none. */
const schema = z
  .object({ tag: z.string(), webhook_id: z.string() })
  .transform((v) => ({ tag: v.tag || null, webhook_id: v.webhook_id || null }));
const FIELDS: FieldMap<"tag" | "webhook_id"> = {
  tag: { name: "tag", label: "Tag", asIs: true },
  webhook_id: { name: "webhook_id", label: "Webhook", asIs: true },
};

/** Edit the two things a subscription may change: its tag and its webhook. */
export function EditSubscription(p: {
  appId: string;
  row: ActivityRow;
  webhooks: Webhook[];
  onClose: () => void;
}) {
  const toast = useToast();
  const formId = useId();
  const save = useChange(p.appId, (body: SubscriptionChange) =>
    consoleApi("PATCH /console-api/apps/:id/subscriptions/activity/:sid", {
      params: { id: p.appId, sid: p.row.subscription_id },
      body,
    }),
  );
  const f = useSchemaForm({
    schema,
    defaultValues: { tag: p.row.tag ?? "", webhook_id: p.row.webhook_id ?? "" },
    fields: FIELDS,
    send: (body) => save.mutateAsync(body),
    onDone: () => {
      toast("Subscription updated");
      p.onClose();
    },
  });
  const [tag, webhook] = useWatch({ control: f.form.control, name: ["tag", "webhook_id"] });

  return (
    <Dialog
      open
      onClose={p.onClose}
      title={`Edit ${p.row.event_type} subscription`}
      actions={
        <>
          <Button variant="secondary" onClick={p.onClose} disabled={f.submitting}>
            Cancel
          </Button>
          <Button type="submit" form={formId} pending={f.submitting}>
            Save changes
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={f.onSubmit} noValidate className="space-y-4 text-zinc-900">
        {f.alerts.map((m) => (
          <Alert key={m}>{m}</Alert>
        ))}
        <CountedInput
          {...f.register("tag")}
          value={tag}
          label="Tag"
          max={200}
          error={f.error("tag")}
        />
        <WebhookSelect
          webhooks={p.webhooks}
          value={webhook}
          onChange={(id) => f.form.setValue("webhook_id", id)}
          error={f.error("webhook_id")}
        />
      </form>
    </Dialog>
  );
}
