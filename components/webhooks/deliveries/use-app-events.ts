"use client";

import { consoleEventsUrl } from "@/components/console-client";
import { useCallback, useEffect, useRef, useState } from "react";
import type { AppEvent } from "@/lib/webhooks/products/app-events";
import { arrive, emptyLive, lastSeq, setPaused, summary, type LiveList } from "./live-buffer";

/** live: connected; reconnecting: the browser retries on its own; ended: the server said why. */
export type StreamState = "connecting" | "live" | "reconnecting" | "ended";

/** How often the live region may speak: one sentence summing up what came meanwhile. */
export const ANNOUNCE_MS = 5_000;

const ENDED: Record<string, string> = {
  session_ended: "Your session ended: sign in again to resume the live view.",
  app_deleted: "This app was deleted.",
  slow_reader: "The live view fell too far behind. Reconnect to resume.",
  server_error: "The server ended the live view. Reconnect to resume.",
  refused: "The live view could not connect. Reconnect to try again.",
};

/**
 * The app's events as they happen: GET /console-api/apps/:id/events/stream (server-sent events,
 * lib/webhooks/routes/console-live.ts) through the browser's EventSource, which reconnects by itself
 * and resumes after the last event id it saw. The list is bounded and pausable (live-buffer.ts).
 */
export function useAppEvents(appId: string, cap: number) {
  const [list, setList] = useState<LiveList>(() => emptyLive());
  const [state, setState] = useState<StreamState>("connecting");
  const [ended, setEnded] = useState<string | null>(null);
  const [said, setSaid] = useState("");
  const [attempt, setAttempt] = useState(0);
  const listRef = useRef(list);
  useEffect(() => {
    listRef.current = list;
  }, [list]);

  useEffect(() => {
    const after = lastSeq(listRef.current);
    const url = consoleEventsUrl("GET /console-api/apps/:id/events/stream", {
      params: { id: appId },
      query: { after: after ? String(after) : undefined },
    });
    const source = new EventSource(url);
    source.onopen = () => setState("live");
    source.onerror = () => {
      // CONNECTING: the browser retries by itself; CLOSED: an error answer (401, 404, 429) ends it.
      if (source.readyState === EventSource.CLOSED) {
        setState("ended");
        setEnded((why) => why ?? ENDED.refused);
      } else setState("reconnecting");
    };
    source.addEventListener("app-event", (m) => {
      const e = JSON.parse((m as MessageEvent<string>).data) as AppEvent;
      setList((l) => arrive(l, e, cap));
    });
    source.addEventListener("end", (m) => {
      const { reason } = JSON.parse((m as MessageEvent<string>).data) as { reason: string };
      source.close();
      setState("ended");
      setEnded(ENDED[reason] ?? ENDED.server_error);
    });
    return () => source.close();
  }, [appId, cap, attempt]);

  useEffect(() => {
    const timer = setInterval(() => {
      const text = summary(listRef.current.unsaid);
      if (!text) return;
      setSaid(text);
      setList((l) => ({ ...l, unsaid: {} }));
    }, ANNOUNCE_MS);
    return () => clearInterval(timer);
  }, []);

  const pause = useCallback((p: boolean) => setList((l) => setPaused(l, p, cap)), [cap]);
  const reconnect = useCallback(() => {
    setState("connecting");
    setEnded(null);
    setAttempt((n) => n + 1);
  }, []);
  return { list, state, ended, said, pause, reconnect };
}
