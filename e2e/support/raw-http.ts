import fs from "node:fs";
import http from "node:http";
import net from "node:net";

/**
 * Requests fetch() cannot make: a chunked body streamed at the server until it answers, and the
 * server's resident memory (read from /proc) to show what a request cost it.
 */
export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** Streams `total` bytes of chunked body, stopping as soon as the server answers or closes. */
export function streamChunked(
  url: string,
  total: number,
  headers: Record<string, string> = {},
): Promise<RawAnswer & { sent: number }> {
  return new Promise((resolve, reject) => {
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    let done = false;
    const req = http.request(url, {
      method: "POST",
      headers: { "transfer-encoding": "chunked", ...headers },
    });
    req.on("response", (res) => {
      done = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => (body += d));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, sent }),
      );
      res.on("error", reject);
    });
    req.on("error", (err) => {
      if (!done) reject(err);
    });
    const pump = () => {
      while (!done && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!done) req.end();
    };
    pump();
  });
}

/** One request with the given path and headers, whatever their size. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => (body += d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** Resident set size of a process in MB (Linux). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** A POST that declares a body length and sends only its headers: the answer must come from them. */
export function declareOnly(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: "POST", headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => (body += d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.flushHeaders();
  });
}

/** Sends a POST's headers and `part` of the body they declare, then closes: an aborted upload. */
export function abortBody(url: string, declared: number, part: string): Promise<void> {
  const { hostname, port, pathname } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      const head = [
        `POST ${pathname} HTTP/1.1`,
        `host: ${hostname}:${port}`,
        "content-type: application/json",
        `content-length: ${declared}`,
      ];
      socket.write(`${head.join("\r\n")}\r\n\r\n${part}`, () => socket.destroy());
    });
    socket.on("close", () => resolve());
    socket.on("error", reject);
  });
}
