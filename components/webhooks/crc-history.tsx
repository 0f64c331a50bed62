"use client";

import { QueryState } from "@/components/data/query-state";
import { outcomeWords, triggerWords } from "./outcome";
import { useCrcHistory } from "./queries";
import { TimeText } from "./time-text";

const th = "px-3 py-2 text-left font-medium text-zinc-700";
const td = "px-3 py-2 align-top";

/** The webhook's latest CRCs (newest first): what the platform sent, and what the receiver did. */
export function CrcHistory({
  appId,
  webhookId,
  url,
}: {
  appId: string;
  webhookId: string;
  url: string;
}) {
  const checks = useCrcHistory(appId, webhookId);
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
            aria-label={`Challenge checks of ${url}`}
          >
            <table className="min-w-full text-sm">
              <caption className="sr-only">Latest challenge checks of {url}, newest first</caption>
              <thead className="bg-zinc-50">
                <tr>
                  <th scope="col" className={th}>
                    Time
                  </th>
                  <th scope="col" className={th}>
                    Trigger
                  </th>
                  <th scope="col" className={th}>
                    Outcome
                  </th>
                  <th scope="col" className={th}>
                    Status
                  </th>
                  <th scope="col" className={th}>
                    Latency
                  </th>
                  <th scope="col" className={th}>
                    Receiver&apos;s answer
                  </th>
                  <th scope="col" className={th}>
                    Reason
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-zinc-100">
                {rows.map((c, i) => (
                  <tr key={`${c.checked_at}-${i}`}>
                    <th scope="row" className={`${td} whitespace-nowrap font-normal`}>
                      <TimeText value={c.checked_at} />
                    </th>
                    <td className={`${td} whitespace-nowrap`}>{triggerWords(c.trigger)}</td>
                    <td className={`${td} whitespace-nowrap`}>
                      <span className={c.outcome === "ok" ? "text-emerald-700" : "text-red-700"}>
                        {outcomeWords(c.outcome)}
                      </span>
                    </td>
                    <td className={td}>{c.status ?? "—"}</td>
                    <td className={`${td} whitespace-nowrap`}>
                      {c.latency_ms === null ? "—" : `${c.latency_ms} ms`}
                    </td>
                    <td className={td}>
                      {c.response_excerpt ? (
                        <code className="block max-w-xs break-all text-xs">
                          {c.response_excerpt.slice(0, 160)}
                        </code>
                      ) : (
                        "—"
                      )}
                    </td>
                    <td className={`${td} min-w-48`}>{c.reason ?? "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      }
    </QueryState>
  );
}
