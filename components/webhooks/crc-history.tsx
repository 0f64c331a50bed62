"use client";

import { Fragment } from "react";
import { QueryState } from "@/components/data/query-state";
import { outcomeWords, triggerWords } from "./outcome";
import { useCrcHistory } from "./queries";
import { TimeText } from "./time-text";

// Three short columns that wrap: the table fits a phone; status, latency, reason go on the line below.
const td = "px-3 py-2 align-top";
const COLUMNS = ["Time", "Trigger", "Outcome"];

/** "HTTP 200 in 37 ms. " or "No HTTP answer in 12 ms. ": the status and latency, on the detail line. */
function answered(status: number | null, latency: number | null): string {
  const took = latency === null ? "" : ` in ${latency} ms`;
  return status === null ? `No HTTP answer${took}. ` : `HTTP ${status}${took}. `;
}

/**
 * The webhook's latest CRCs (newest first): what the platform sent, and what the receiver did. The
 * reason and the receiver's answer are long texts: each gets a full-width line under its check, so
 * the table fits a phone without scrolling sideways.
 */
export function CrcHistory(p: { appId: string; webhookId: string; url: string }) {
  const checks = useCrcHistory(p.appId, p.webhookId);
  return (
    <QueryState query={checks} loading="Loading checks" failed="Could not load the checks" rows={2}>
      {(rows) =>
        rows.length === 0 ? (
          <p className="text-sm text-zinc-600">No checks yet.</p>
        ) : (
          // Its own scroll region (focusable, named) so a phone scrolls the table, not the page.
          <div
            className="overflow-x-auto rounded-md ring-1 ring-zinc-200"
            tabIndex={0}
            role="region"
            aria-label={`Challenge checks of ${p.url}`}
          >
            <table className="min-w-full text-sm">
              <caption className="sr-only">
                Latest challenge checks of {p.url}, newest first
              </caption>
              <thead className="bg-zinc-50">
                <tr>
                  {COLUMNS.map((name) => (
                    <th key={name} scope="col" className="px-3 py-2 text-left font-medium">
                      {name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((c, i) => (
                  <Fragment key={`${c.checked_at}-${i}`}>
                    <tr className="border-t border-zinc-200">
                      <th scope="row" className={`${td} text-left font-normal`}>
                        <TimeText value={c.checked_at} />
                      </th>
                      <td className={td}>{triggerWords(c.trigger)}</td>
                      <td className={td}>
                        <span className={c.outcome === "ok" ? "text-emerald-700" : "text-red-700"}>
                          {outcomeWords(c.outcome)}
                        </span>
                      </td>
                    </tr>
                    <tr>
                      <td colSpan={COLUMNS.length} className="px-3 pb-3 text-xs text-zinc-700">
                        <p>
                          <span className="font-medium">{answered(c.status, c.latency_ms)}</span>
                          {c.reason ?? ""}
                        </p>
                        {c.response_excerpt && (
                          <p className="mt-1">
                            Receiver&apos;s answer:{" "}
                            <code className="break-all">{c.response_excerpt.slice(0, 200)}</code>
                          </p>
                        )}
                      </td>
                    </tr>
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
        )
      }
    </QueryState>
  );
}
