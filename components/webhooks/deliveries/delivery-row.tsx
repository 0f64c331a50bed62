"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { AttemptDetail, errorInWords } from "./attempt-detail";
import { localTime, utcTitle } from "./format";
import { useRetry, type Delivery } from "./queries";

const STATE_CLASS: Record<Delivery["state"], string> = {
  delivered: "bg-green-50 text-green-800 ring-green-200",
  pending: "bg-amber-50 text-amber-900 ring-amber-200",
  failed: "bg-red-50 text-red-800 ring-red-200",
};

function StateBadge({ d }: { d: Delivery }) {
  return (
    <span
      className={`inline-block rounded px-1.5 py-0.5 text-xs font-medium ring-1 ${STATE_CLASS[d.state]}`}
    >
      {d.state}
      {d.state === "pending" && d.next_attempt_at && d.attempts > 0 && (
        <span className="font-normal">
          {" "}
          · next try{" "}
          <time dateTime={d.next_attempt_at} title={utcTitle(d.next_attempt_at)}>
            {localTime(d.next_attempt_at)}
          </time>
        </span>
      )}
    </span>
  );
}

/** One delivery of the log: a summary line, expandable to every attempt (newest first). */
export function DeliveryRow({ d, appId, url }: { d: Delivery; appId: string; url: string }) {
  const [open, setOpen] = useState(false);
  const retry = useRetry(appId);
  const toast = useToast();
  const last = d.attempts_log[0];
  const panel = `delivery-${d.id}`;
  return (
    <li className="rounded-md border border-zinc-200 bg-white">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3 text-sm">
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls={open ? panel : undefined}
          onClick={() => setOpen(!open)}
        >
          <span aria-hidden>{open ? "▾" : "▸"}</span>
          <span className="font-mono">{d.kind}</span>
        </Button>
        <StateBadge d={d} />
        <span className="min-w-0 break-all text-zinc-700">{url}</span>
        <span className="text-zinc-600">
          {d.attempts} {d.attempts === 1 ? "attempt" : "attempts"}
          {last && ` · last ${last.status ?? errorInWords(last)}`}
        </span>
        <time dateTime={d.created_at} title={utcTitle(d.created_at)} className="text-zinc-600">
          {localTime(d.created_at)}
        </time>
        {d.state !== "delivered" && (
          <Button
            variant="secondary"
            size="sm"
            className="ml-auto"
            pending={retry.isPending}
            onClick={() =>
              retry.mutate(d.id, {
                onSuccess: (a) =>
                  toast(a.ok ? "Retried: delivered." : `Retried: ${errorInWords(a)}`),
                onError: (e) => toast(`Retry refused: ${e.message}`),
              })
            }
          >
            Retry now
          </Button>
        )}
      </div>
      {open && (
        <div id={panel} className="border-t border-zinc-200 p-3">
          {d.attempts_log.length === 0 ? (
            <p className="text-sm text-zinc-600">Not attempted yet.</p>
          ) : (
            <ol className="space-y-3" aria-label={`Attempts of ${d.kind}`}>
              {d.attempts_log.map((a, i) => (
                <AttemptDetail key={a.id} attempt={a} body={d.body} n={d.attempts_log.length - i} />
              ))}
            </ol>
          )}
        </div>
      )}
    </li>
  );
}
