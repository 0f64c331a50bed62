"use client";

import { useState } from "react";
import { ApiError } from "@/components/api";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { KIND_MEANINGS, KINDS } from "./kinds";
import { useSendTest, type Webhook } from "./queries";

const fieldError = (e: unknown, name: string) =>
  e instanceof ApiError ? e.errors.find((x) => x.parameter === name)?.message : undefined;

/** The event generator from the console: any kind, to one webhook or through the app's subscriptions. */
export function TestEventForm({ appId, webhooks }: { appId: string; webhooks: Webhook[] }) {
  const [kind, setKind] = useState<string>(KINDS[0]);
  const [target, setTarget] = useState(webhooks[0]?.id ?? "");
  const [user, setUser] = useState("");
  const send = useSendTest(appId);
  const toast = useToast();
  const err = send.error;
  const known = ["event_type", "webhook_id", "user_id"];
  const general =
    err && !(err instanceof ApiError && err.errors.some((x) => known.includes(x.parameter ?? "")));
  return (
    <form
      aria-labelledby="test-heading"
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        const body = {
          event_type: kind,
          webhook_id: target || undefined,
          user_id: user.trim() || undefined,
        };
        send.mutate(body, { onSuccess: (r) => toast(`Test event ${r.event_type} sent.`) });
      }}
    >
      <h2 id="test-heading" className="text-lg font-semibold">
        Send a test event
      </h2>
      <Field label="Kind to send" error={fieldError(err, "event_type")}>
        {(p) => (
          <Select {...p} value={kind} onChange={(e) => setKind(e.target.value)}>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {k} — {KIND_MEANINGS[k]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Send to" error={fieldError(err, "webhook_id")}>
        {(p) => (
          <Select {...p} value={target} onChange={(e) => setTarget(e.target.value)}>
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
        error={fieldError(err, "user_id")}
      >
        {(p) => (
          <Input {...p} value={user} maxLength={64} onChange={(e) => setUser(e.target.value)} />
        )}
      </Field>
      {general && <Alert>{err.message}</Alert>}
      <Button type="submit" pending={send.isPending}>
        Send test event
      </Button>
    </form>
  );
}
