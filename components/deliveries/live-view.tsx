"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { localTime, utcTitle } from "./format";
import { useLive } from "./queries";

/** Rows kept on screen: older ones fall off (the log keeps everything). */
export const LIVE_CAP = 50;

/** The app's deliveries as they happen (polled, see useLive), newest first, capped, pausable. */
export function LiveView({ appId }: { appId: string }) {
  const [paused, setPaused] = useState(false);
  const live = useLive(appId, paused, LIVE_CAP);
  const rows = live.data ?? [];
  return (
    <section aria-labelledby="live-heading" className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="live-heading" className="text-lg font-semibold">
          Live
        </h2>
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={paused}
          onClick={() => setPaused(!paused)}
        >
          {paused ? "Resume" : "Pause"}
        </Button>
        <span className="text-xs text-zinc-600">
          {paused ? "Paused" : "Updating every 3 seconds"} · last {LIVE_CAP} kept
        </span>
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-zinc-600">Waiting for events…</p>
      ) : (
        // Focusable: a scrolling region keyboard users can scroll.
        <ul
          tabIndex={0}
          aria-label="Live deliveries"
          className="max-h-64 space-y-1 overflow-auto text-sm"
        >
          {rows.map((d) => (
            <li key={d.id} className="flex flex-wrap gap-x-3">
              <time
                dateTime={d.created_at}
                title={utcTitle(d.created_at)}
                className="text-zinc-600"
              >
                {localTime(d.created_at)}
              </time>
              <span className="font-mono">{d.kind}</span>
              <span>{d.state}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
