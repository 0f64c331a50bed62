"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { forgetConsoleSession, getConsoleSession } from "@/components/api";
import { uploadFile, type Transport, type UploadState } from "./upload-client";
import type { MediaAnswer } from "./upload-protocol";
import { xhrTransport } from "./upload-xhr";

export type UploadItem = {
  id: string;
  name: string;
  size: number;
  type: string;
  state: UploadState;
};

export type UseUploadsOptions = {
  /** `{upload_url}` as the page knows it; "/upload" (UPLOAD_BASE_URL's default) on the console's origin. */
  uploadBase?: string;
  /** Videos as AMPLIFY_VIDEO (pre-roll) instead of POST_VIDEO. */
  amplify?: boolean;
  additionalOwners?: string[];
  /** Files sent at the same time; the others wait as "queued". */
  concurrency?: number;
  /** Each finished upload: the page adds it to the media library with `media.media_key`. */
  onDone?: (media: MediaAnswer, item: UploadItem) => void;
  transport?: Transport;
};

const csrf = async (fresh?: boolean) => {
  if (fresh) forgetConsoleSession();
  return (await getConsoleSession()).csrf_token;
};

let nextId = 1;

/**
 * The console's upload queue: `add(files)` queues them, at most `concurrency` go up at a time, each
 * with its own state (queued, uploading %, processing, done, failed with the server's message);
 * `retry`, `cancel` and `remove` act on one file.
 */
export function useUploads(options: UseUploadsOptions = {}) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const files = useRef(new Map<string, File>());
  const running = useRef(new Map<string, AbortController>());
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const patch = useCallback((id: string, state: UploadState) => {
    setItems((list) => list.map((it) => (it.id === id ? { ...it, state } : it)));
  }, []);

  const start = useCallback(
    (item: UploadItem) => {
      const file = files.current.get(item.id);
      if (!file || running.current.has(item.id)) return;
      const controller = new AbortController();
      running.current.set(item.id, controller);
      const o = latest.current;
      void uploadFile(file, {
        uploadBase: o.uploadBase ?? "/upload",
        amplify: o.amplify,
        additionalOwners: o.additionalOwners,
        transport: o.transport ?? xhrTransport,
        csrf,
        signal: controller.signal,
        onState: (s) => patch(item.id, s),
      }).then((end) => {
        running.current.delete(item.id);
        patch(item.id, end);
        if (end.status === "done") latest.current.onDone?.(end.media, { ...item, state: end });
      });
    },
    [patch],
  );

  // Start queued files while fewer than `concurrency` are in flight.
  useEffect(() => {
    const free = (options.concurrency ?? 2) - running.current.size;
    items
      .filter((it) => it.state.status === "queued" && !running.current.has(it.id))
      .slice(0, Math.max(0, free))
      .forEach(start);
  }, [items, options.concurrency, start]);

  // Leaving the page cancels what is still going.
  useEffect(() => {
    const map = running.current;
    return () => map.forEach((c) => c.abort());
  }, []);

  const add = useCallback((list: Iterable<File>) => {
    const added: UploadItem[] = [];
    for (const file of list) {
      const id = `upload-${nextId++}`;
      files.current.set(id, file);
      added.push({
        id,
        name: file.name,
        size: file.size,
        type: file.type,
        state: { status: "queued" },
      });
    }
    setItems((current) => [...current, ...added]);
  }, []);

  const cancel = useCallback(
    (id: string) => {
      const controller = running.current.get(id);
      // A queued file has no request yet: it simply never starts.
      if (controller) controller.abort();
      else patch(id, { status: "failed", message: "Cancelled." });
    },
    [patch],
  );
  const retry = useCallback((id: string) => patch(id, { status: "queued" }), [patch]);
  const remove = useCallback((id: string) => {
    running.current.get(id)?.abort();
    files.current.delete(id);
    setItems((list) => list.filter((it) => it.id !== id));
  }, []);

  return { items, add, cancel, retry, remove };
}
