import assert from "node:assert/strict";
import type { TestServer } from "./server";

/**
 * Opens a version-2 stream (newline-delimited JSON) with a bearer token and reads it message by
 * message; keep-alive blank lines are skipped and counted. In-process or over HTTP alike.
 */
export async function openStream(srv: TestServer, token: string, path: string) {
  const res = await srv.fetch!(`${srv.baseUrl}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  assert.equal(res.status, 200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffered = "";
  let blanks = 0;
  const next = async (): Promise<Record<string, unknown> | "end"> => {
    for (;;) {
      const cut = buffered.indexOf("\r\n");
      if (cut >= 0) {
        const line = buffered.slice(0, cut);
        buffered = buffered.slice(cut + 2);
        if (line) return JSON.parse(line);
        blanks++;
        continue;
      }
      const { done, value } = await reader.read();
      if (done) return "end";
      buffered += decoder.decode(value, { stream: true });
    }
  };
  return {
    res,
    reader,
    next,
    blanks: () => blanks,
    cancel: () => reader.cancel(),
    id: res.headers.get("x-stream-connection-id")!,
  };
}
