import assert from "node:assert/strict";

/** One server-sent event as a browser's EventSource would dispatch it. */
export type SseEvent = { id?: string; event: string; data: string };

/**
 * Reads a text/event-stream response frame by frame (the EventSource parsing rules: fields per line,
 * a blank line dispatches, comment lines start with ":"). `next()` answers "end" when the body ends.
 */
export function sseReader(res: Response) {
  assert.match(res.headers.get("content-type") ?? "", /^text\/event-stream/);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  let comments = 0;
  const next = async (): Promise<SseEvent | "end"> => {
    for (;;) {
      const cut = buffered.indexOf("\n\n");
      if (cut >= 0) {
        const frame = buffered.slice(0, cut);
        buffered = buffered.slice(cut + 2);
        const ev: SseEvent = { event: "message", data: "" };
        const data: string[] = [];
        for (const line of frame.split("\n")) {
          if (line.startsWith(":")) comments++;
          const at = line.indexOf(":");
          const [field, value] =
            at < 0 ? [line, ""] : [line.slice(0, at), line.slice(at + 1).replace(/^ /, "")];
          if (field === "id") ev.id = value;
          if (field === "event") ev.event = value;
          if (field === "data") data.push(value);
        }
        if (!data.length) continue; // retry: or a keep-alive comment dispatches nothing
        ev.data = data.join("\n");
        return ev;
      }
      const { done, value } = await reader.read();
      if (done) return "end";
      buffered += decoder.decode(value, { stream: true });
    }
  };
  return { next, comments: () => comments, cancel: () => reader.cancel() };
}
