"use client";

import { useState } from "react";
import { consoleApi, type ConsoleCall } from "@/components/console-client";
import { CountedInput } from "@/components/forms/counted-input";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useToast } from "@/components/ui/toast";
import { WebhookSelect } from "./webhook-select";
import { splitErrors, useChange, type ActivityRow, type Webhook } from "./queries";

type SubscriptionChange =
  ConsoleCall<"PATCH /console-api/apps/:id/subscriptions/activity/:sid">["body"];

/** Edit the two things a subscription may change: its tag and its webhook. */
export function EditSubscription(p: {
  appId: string;
  row: ActivityRow;
  webhooks: Webhook[];
  onClose: () => void;
}) {
  const toast = useToast();
  const [tag, setTag] = useState(p.row.tag ?? "");
  const [webhook, setWebhook] = useState(p.row.webhook_id ?? "");
  const clean: ReturnType<typeof splitErrors> = { byField: {}, general: [] };
  const [errors, setErrors] = useState(clean);
  const save = useChange(p.appId, (body: SubscriptionChange) =>
    consoleApi("PATCH /console-api/apps/:id/subscriptions/activity/:sid", {
      params: { id: p.appId, sid: p.row.subscription_id },
      body,
    }),
  );

  async function submit() {
    setErrors(clean);
    try {
      await save.mutateAsync({ tag: tag || null, webhook_id: webhook || null });
      toast("Subscription updated");
      p.onClose();
    } catch (error) {
      setErrors(splitErrors(error, ["tag", "webhook_id"]));
    }
  }

  return (
    <Dialog
      open
      onClose={p.onClose}
      title={`Edit ${p.row.event_type} subscription`}
      actions={
        <>
          <Button variant="secondary" onClick={p.onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} pending={save.isPending}>
            Save changes
          </Button>
        </>
      }
    >
      <div className="space-y-4 text-zinc-900">
        {errors.general.map((m) => (
          <Alert key={m}>{m}</Alert>
        ))}
        <CountedInput
          label="Tag"
          max={200}
          value={tag}
          onChange={(e) => setTag(e.target.value)}
          error={errors.byField.tag}
        />
        <WebhookSelect
          webhooks={p.webhooks}
          value={webhook}
          onChange={setWebhook}
          error={errors.byField.webhook_id}
        />
      </div>
    </Dialog>
  );
}
