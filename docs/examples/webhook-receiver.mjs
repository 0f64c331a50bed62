// A complete SVC Platform webhook receiver: node:http, no framework, no dependencies.
// Run: SVC_CONSUMER_SECRET=<your app's consumer secret> PORT=8080 node webhook-receiver.mjs
import crypto from "node:crypto";
import http from "node:http";
import { pathToFileURL } from "node:url";

/** "sha256=" + base64(HMAC-SHA256(key = consumer secret, message)): the CRC answer and the signature. */
export function svcSignature(secret, message) {
  return "sha256=" + crypto.createHmac("sha256", secret).update(message).digest("base64");
}

/** Constant-time comparison of the x-svc-webhooks-signature header with the raw body's signature. */
export function signatureValid(secret, rawBody, header) {
  if (typeof header !== "string" || !secret) return false; // no header or no secret: never valid
  const expected = Buffer.from(svcSignature(secret, rawBody));
  const given = Buffer.from(header);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

const MAX_BODY = 1024 * 1024;
const seen = new Set(); // delivery ids already handled (keep them in your database in production)

function handleEvent(event, deliveryId) {
  // Your work goes here, AFTER the 200 was sent: queue it, never make the platform wait.
  console.log(`event ${deliveryId}:`, JSON.stringify(event).slice(0, 200));
}

export function createReceiver(secret) {
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://receiver");
    if (req.method === "GET") {
      // The challenge-response check (CRC). Only platform-shaped tokens are answered, so the
      // receiver cannot be used to sign arbitrary text with your secret.
      const token = url.searchParams.get("crc_token") ?? "";
      if (!/^[A-Za-z0-9_-]{16,128}$/.test(token)) return send(res, 400, { error: "bad crc_token" });
      return send(res, 200, { response_token: svcSignature(secret, token) });
    }
    if (req.method !== "POST") return send(res, 405, { error: "GET (CRC) or POST (events)" });
    const chunks = [];
    let size = 0;
    req.on("data", (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY) req.destroy();
      else chunks.push(chunk);
    });
    req.on("end", () => {
      const raw = Buffer.concat(chunks); // verify the RAW bytes, before any JSON parsing
      if (!signatureValid(secret, raw, req.headers["x-svc-webhooks-signature"]))
        return send(res, 401, { error: "invalid signature" });
      const deliveryId = String(req.headers["x-svc-delivery-id"] ?? "");
      send(res, 200, { received: true }); // answer at once: within 10 seconds, or it is retried
      if (deliveryId && seen.has(deliveryId)) return; // at-least-once: skip a repeated delivery
      if (deliveryId) seen.add(deliveryId);
      let event;
      try {
        event = JSON.parse(raw.toString("utf8"));
      } catch {
        return;
      }
      setImmediate(() => handleEvent(event, deliveryId));
    });
  });
}

function send(res, status, body) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

// Started as a program (not imported): listen and say where.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const secret = process.env.SVC_CONSUMER_SECRET;
  if (!secret) {
    console.error("Set SVC_CONSUMER_SECRET to your app's consumer secret.");
    process.exit(1);
  }
  const server = createReceiver(secret);
  server.listen(Number(process.env.PORT ?? 8080), process.env.HOST ?? "0.0.0.0", () => {
    const { port } = server.address();
    console.log(`listening on port ${port}`);
  });
}
