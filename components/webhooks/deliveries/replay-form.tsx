"use client";

import { useState } from "react";
import { useWatch } from "react-hook-form";
import { z } from "zod";
import { ApiError } from "@/components/api";
import type { FieldMap } from "@/components/forms/field-map";
import { useSchemaForm } from "@/components/forms/use-schema-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Select } from "@/components/ui/input";
import { fromLocalInput, replayMinute, toLocalInput, utcTitle } from "./format";
import { useReplay, useReplayJob, type Webhook } from "./queries";

const DAY = 864e5;
/** The service's rules (lib/webhooks/delivery/replay.ts), checked here first so the field says it before a call. */
function localProblems(from?: string, to?: string): { from?: string; to?: string } {
  if (!from) return { from: "Choose when the window starts." };
  if (!to) return { to: "Choose when the window ends." };
  const [f, t] = [Date.parse(from), Date.parse(to)];
  if (f < Date.now() - 30 * DAY) return { from: "Must be within the last 30 days." };
  if (t <= f) return { to: "Must be after the start." };
  if (t - f > 5 * DAY) return { to: "A window is at most 5 days long." };
  return {};
}

/** The inputs hold local times; the API takes whole UTC minutes. */
const schema = z
  .object({ webhook_id: z.string(), from: z.string(), to: z.string() })
  .transform((v, ctx) => {
    const [from, to] = [fromLocalInput(v.from), fromLocalInput(v.to)];
    const problems = localProblems(from, to);
    for (const [path, message] of Object.entries(problems))
      ctx.addIssue({ code: "custom", path: [path], message });
    if (!from || !to) return z.NEVER;
    return { webhook_id: v.webhook_id, from_date: replayMinute(from), to_date: replayMinute(to) };
  });
const FIELDS: FieldMap<"webhook_id" | "from" | "to"> = {
  webhook_id: { name: "webhook_id", label: "Webhook", asIs: true },
  from_date: { name: "from", label: "Replay from", asIs: true },
  to_date: { name: "to", label: "Replay to", asIs: true },
};

/** The last hour, to a minute from now, as the inputs show it. */
const lastHour = () => ({
  from: toLocalInput(new Date(Date.now() - 3600e3).toISOString()),
  to: toLocalInput(new Date(Date.now() + 60e3).toISOString()),
});

/** Replay a window of one webhook's deliveries, then follow the job until it completes. */
export function ReplayForm({ appId, webhooks }: { appId: string; webhooks: Webhook[] }) {
  const valid = webhooks.filter((w) => w.valid);
  const [jobId, setJobId] = useState<string | null>(null);
  const replay = useReplay(appId);
  const job = useReplayJob(appId, jobId);
  const [initial] = useState(lastHour);
  const f = useSchemaForm({
    schema,
    defaultValues: { webhook_id: valid[0]?.id ?? "", ...initial },
    fields: FIELDS,
    send: (body) => replay.mutateAsync(body),
    onDone: (r) => setJobId(r.job_id),
  });
  const [from, to] = useWatch({ control: f.form.control, name: ["from", "to"] });
  const conflict = replay.error instanceof ApiError && replay.error.status === 409;
  // The API takes whole minutes: show the minute that is sent.
  const utc = (local: string) => {
    const iso = fromLocalInput(local);
    return iso ? `${utcTitle(iso).slice(0, 16)} UTC` : "—";
  };
  return (
    <form aria-labelledby="replay-heading" noValidate className="space-y-3" onSubmit={f.onSubmit}>
      <h2 id="replay-heading" className="text-lg font-semibold">
        Replay a time range
      </h2>
      <p className="text-sm text-zinc-600">
        Sends again every delivery of the webhook created in the window that was attempted before,
        with its original delivery id. A window is at most 5 days long and starts within the last 30
        days (deliveries are kept that long); one replay per webhook runs at a time.
      </p>
      {valid.length === 0 ? (
        <p className="text-sm text-zinc-600">A replay needs a valid webhook.</p>
      ) : (
        <>
          <Field label="Webhook" error={f.error("webhook_id")}>
            {(p) => (
              <Select {...p} {...f.register("webhook_id")}>
                {valid.map((w) => (
                  <option key={w.id} value={w.id}>
                    {w.url}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field
              label="Replay from (your time)"
              hint={`Sent as ${utc(from)}`}
              error={f.error("from")}
            >
              {(p) => <Input {...p} {...f.register("from")} type="datetime-local" />}
            </Field>
            <Field label="Replay to (your time)" hint={`Sent as ${utc(to)}`} error={f.error("to")}>
              {(p) => <Input {...p} {...f.register("to")} type="datetime-local" />}
            </Field>
          </div>
          {conflict ? (
            <Alert title="A replay is already running">
              This webhook has a replay in progress; only one runs at a time. Wait until it
              completes, then try again.
            </Alert>
          ) : (
            f.alerts.map((m) => <Alert key={m}>{m}</Alert>)
          )}
          <Button type="submit" pending={f.submitting}>
            Replay window
          </Button>
          {jobId && (
            <p role="status" className="text-sm text-zinc-700">
              {job.data?.state === "complete"
                ? `Replay complete: ${job.data.resent} ${job.data.resent === 1 ? "delivery" : "deliveries"} sent again.`
                : "Replay running…"}
            </p>
          )}
        </>
      )}
    </form>
  );
}
