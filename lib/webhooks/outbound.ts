import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import { config } from "@/lib/config/env";
import { addressRange, isPublicAddress } from "./address";

export type OutboundRequest = {
  method: "GET" | "POST";
  url: string;
  headers?: Record<string, string>;
  body?: string;
  /** Defaults to WEBHOOK_TIMEOUT_SECONDS. */
  timeoutMs?: number;
};

export type OutboundError = "timeout" | "tls" | "refused" | "network";

export type OutboundResult =
  | { ok: true; status: number; headers: http.IncomingHttpHeaders; body: string; latencyMs: number }
  | { ok: false; error: OutboundError; message: string; latencyMs: number };

/** What is read of an answer: enough for a CRC's JSON and an excerpt; the rest is dropped. */
export const MAX_ANSWER_BYTES = 64 * 1024;

class RefusedAddress extends Error {}

type LookupCb = (err: Error | null, address: string | dns.LookupAddress[], family?: number) => void;

/**
 * DNS resolution that refuses internal addresses. It is the lookup of the socket itself, so the
 * address checked is the address connected to: a name that answers a public address to a first
 * query and a private one to the next (DNS rebinding) is refused on the connection that matters.
 */
function guardedLookup(hostname: string, options: dns.LookupOptions, cb: LookupCb): void {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return cb(err, []);
    const internal = addresses.find((a) => !isPublicAddress(a.address));
    if (internal && !config().webhookAllowInsecureUrls) {
      const range = addressRange(internal.address);
      return cb(new RefusedAddress(`${hostname} resolves to ${internal.address}, ${range}.`), []);
    }
    if (options.all) return cb(null, addresses);
    cb(null, addresses[0].address, addresses[0].family);
  });
}

const agents = {
  "http:": new http.Agent({ keepAlive: true, maxSockets: 64 }),
  "https:": new https.Agent({ keepAlive: true, maxSockets: 64 }),
};

function classify(err: NodeJS.ErrnoException): OutboundError {
  if (err instanceof RefusedAddress) return "refused";
  const code = err.code ?? "";
  if (/^ERR_(SSL|TLS)_|CERT|SELF_SIGNED|^EPROTO$/.test(code)) return "tls";
  return "network";
}

/**
 * A request written to a pooled connection that the receiver closed meanwhile (its idle timeout
 * fired while ours had not) dies with ECONNRESET before any answer: the receiver never read it, so it
 * is sent once more on a new connection, as Node's documentation advises.
 */
const closedWhileIdle = (request: http.ClientRequest, err: NodeJS.ErrnoException) =>
  request.reusedSocket && err.code === "ECONNRESET";

/**
 * THE outbound HTTP call of webhooks (CRC and deliveries): the address rules on the address
 * connected to, no redirects followed (a 3XX is an answer), one deadline for the whole exchange,
 * and at most MAX_ANSWER_BYTES of the answer read. Never throws.
 */
export function outbound(req: OutboundRequest): Promise<OutboundResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    const url = new URL(req.url);
    const host = url.hostname.replace(/^\[|\]$/g, "");
    if (net.isIP(host) && !isPublicAddress(host) && !config().webhookAllowInsecureUrls) {
      const message = `${host} is ${addressRange(host)}.`;
      return resolve({ ok: false, error: "refused", message, latencyMs: elapsed() });
    }
    const protocol = url.protocol === "https:" ? "https:" : "http:";
    const client = protocol === "https:" ? https : http;
    const headers: Record<string, string> = { "user-agent": "SVC-Webhooks/1.0", ...req.headers };
    if (req.body !== undefined) headers["content-length"] = String(Buffer.byteLength(req.body));
    let settled = false;
    let request: http.ClientRequest | undefined;
    const finish = (r: OutboundResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(r);
    };
    const timeoutMs = req.timeoutMs ?? config().webhookTimeoutMs;
    const timer = setTimeout(() => {
      finish({
        ok: false,
        error: "timeout",
        message: `No answer within ${timeoutMs} ms.`,
        latencyMs: elapsed(),
      });
      request?.destroy();
    }, timeoutMs);
    const send = (again: boolean) => {
      const sent = client.request(url, {
        method: req.method,
        headers,
        agent: agents[protocol],
        lookup: guardedLookup,
      });
      request = sent;
      sent.on("error", (err: NodeJS.ErrnoException) => {
        if (!again && !settled && closedWhileIdle(sent, err)) return send(true);
        finish({ ok: false, error: classify(err), message: err.message, latencyMs: elapsed() });
      });
      sent.on("response", (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () =>
          finish({
            ok: true,
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
            latencyMs: elapsed(),
          });
        res.on("data", (chunk: Buffer) => {
          if (size >= MAX_ANSWER_BYTES) return;
          chunks.push(chunk.subarray(0, MAX_ANSWER_BYTES - size));
          size += chunk.length;
          if (size >= MAX_ANSWER_BYTES) {
            done();
            res.destroy();
          }
        });
        res.on("end", done);
        res.on("error", (err) =>
          finish({ ok: false, error: "network", message: err.message, latencyMs: elapsed() }),
        );
      });
      sent.end(req.body);
    };
    send(false);
  });
}
