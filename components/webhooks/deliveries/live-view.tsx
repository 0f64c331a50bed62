"use client";

import { Button } from "@/components/ui/button";
import type { AppEventRoute } from "@/lib/webhooks/products/app-events";
import { localTime, utcTitle } from "./format";
import { useAppEvents, type StreamState } from "./use-app-events";

/** Rows kept on screen: older ones fall off (the log keeps every delivery). */
export const LIVE_CAP = 50;

const STATE_WORDS: Record<StreamState, string> = {
  connecting: "Connecting…",
  live: "Live",
  reconnecting: "Reconnecting…",
  ended: "Disconnected",
};
const STATE_STYLE: Record<StreamState, string> = {
  connecting: "bg-zinc-100 text-zinc-800",
  live: "bg-green-100 text-green-900",
  reconnecting: "bg-amber-100 text-amber-900",
  ended: "bg-red-100 text-red-900",
};
const ROUTE_WORDS: Record<AppEventRoute, string> = {
  activity: "activity subscription",
  account_activity: "account activity",
  filtered_stream: "filtered-stream rule",
  test: "test event",
};

/** The app's events as they happen (a server-sent stream), newest first, capped, pausable. */
export function LiveView({ appId }: { appId: string }) {
  const { list, state, ended, said, pause, reconnect } = useAppEvents(appId, LIVE_CAP);
  const { rows, held, paused } = list;
  return (
    <section aria-labelledby="live-heading" className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="live-heading" className="text-lg font-semibold">
          Live events
        </h2>
        <span
          role="status"
          className={`rounded px-2 py-0.5 text-xs font-medium ${STATE_STYLE[state]}`}
        >
          {STATE_WORDS[state]}
        </span>
        <Button variant="secondary" size="sm" aria-pressed={paused} onClick={() => pause(!paused)}>
          {paused ? "Resume" : "Pause"}
        </Button>
        {state === "ended" && (
          <Button variant="secondary" size="sm" onClick={reconnect}>
            Reconnect
          </Button>
        )}
        <span className="text-xs text-zinc-600">
          {paused ? `Paused: ${held.length} new held` : "As they happen"} · last {LIVE_CAP} kept
        </span>
      </div>
      {ended && <p className="text-sm text-red-800">{ended}</p>}
      {/* One sentence per few seconds summing up arrivals, not one announcement per event. */}
      <p role="status" className="sr-only">
        {said}
      </p>
      {rows.length === 0 ? (
        <p className="text-sm text-zinc-600">
          Waiting for events your subscriptions match, and test events you send…
        </p>
      ) : (
        // Focusable: a scrolling region keyboard users can scroll.
        <ul
          tabIndex={0}
          aria-label="Live events"
          className="max-h-64 space-y-1 overflow-auto text-sm"
        >
          {rows.map((e) => (
            <li key={e.seq} className="flex flex-wrap gap-x-3">
              <time
                dateTime={e.occurred_at}
                title={utcTitle(e.occurred_at)}
                className="text-zinc-600"
              >
                {localTime(e.occurred_at)}
              </time>
              <span className="font-mono">{e.kind}</span>
              <span>{e.routes.map((r) => ROUTE_WORDS[r]).join(", ")}</span>
              {e.user_id && <span className="text-zinc-600">user {e.user_id}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
