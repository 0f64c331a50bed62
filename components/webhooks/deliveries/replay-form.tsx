"use client";

import { useState } from "react";
import { ApiError } from "@/components/api";
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

/** Replay a window of one webhook's deliveries, then follow the job until it completes. */
export function ReplayForm({ appId, webhooks }: { appId: string; webhooks: Webhook[] }) {
  const valid = webhooks.filter((w) => w.valid);
  const [hook, setHook] = useState(valid[0]?.id ?? "");
  const [from, setFrom] = useState(() => new Date(Date.now() - 3600e3).toISOString());
  const [to, setTo] = useState(() => new Date(Date.now() + 60e3).toISOString());
  const [checked, setChecked] = useState<{ from?: string; to?: string }>({});
  const [jobId, setJobId] = useState<string | null>(null);
  const replay = useReplay(appId);
  const job = useReplayJob(appId, jobId);
  const e = replay.error;
  const server = (name: string) =>
    e instanceof ApiError ? e.errors.find((x) => x.parameter === name)?.message : undefined;
  const conflict = e instanceof ApiError && e.status === 409;
  const other =
    e && !conflict && !server("from_date") && !server("to_date") && !server("webhook_id");
  // The API takes whole minutes: show the minute that is sent.
  const utc = (iso?: string) => (iso ? `${utcTitle(iso).slice(0, 16)} UTC` : "—");
  return (
    <form
      aria-labelledby="replay-heading"
      noValidate
      className="space-y-3"
      onSubmit={(ev) => {
        ev.preventDefault();
        const problems = localProblems(from, to);
        setChecked(problems);
        if (problems.from || problems.to || !from || !to) return;
        const body = { webhook_id: hook, from_date: replayMinute(from), to_date: replayMinute(to) };
        replay.mutate(body, { onSuccess: (r) => setJobId(r.job_id) });
      }}
    >
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
          <Field label="Webhook" error={server("webhook_id")}>
            {(p) => (
              <Select {...p} value={hook} onChange={(ev) => setHook(ev.target.value)}>
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
              error={checked.from ?? server("from_date")}
            >
              {(p) => (
                <Input
                  {...p}
                  type="datetime-local"
                  value={toLocalInput(from)}
                  onChange={(ev) => setFrom(fromLocalInput(ev.target.value) ?? "")}
                />
              )}
            </Field>
            <Field
              label="Replay to (your time)"
              hint={`Sent as ${utc(to)}`}
              error={checked.to ?? server("to_date")}
            >
              {(p) => (
                <Input
                  {...p}
                  type="datetime-local"
                  value={toLocalInput(to)}
                  onChange={(ev) => setTo(fromLocalInput(ev.target.value) ?? "")}
                />
              )}
            </Field>
          </div>
          {conflict && (
            <Alert title="A replay is already running">
              This webhook has a replay in progress; only one runs at a time. Wait until it
              completes, then try again.
            </Alert>
          )}
          {other && <Alert>{e.message}</Alert>}
          <Button type="submit" pending={replay.isPending}>
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
