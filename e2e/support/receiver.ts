import http from "node:http";
import type { AddressInfo } from "node:net";
import crypto from "node:crypto";

export type Received = { headers: http.IncomingHttpHeaders; body: string; at: number };

/**
 * A webhook receiver on loopback: records every POST and answers what `answer` says (status, and
 * optionally a promise to wait on first: a slow receiver is one that waits until the test says so).
 */
export async function startReceiver(
  answer: (req: Received, n: number) => number | Promise<number> = () => 200,
): Promise<{ url: string; got: Received[]; close: () => Promise<void> }> {
  const got: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const r = {
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
        at: got.length,
      };
      got.push(r);
      void Promise.resolve(answer(r, got.length)).then((status) => {
        res.writeHead(status, { "content-type": "text/plain" }).end(`answer ${status}`);
      });
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo; // listening on TCP: an AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hook`,
    got,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/** The receiver's side of the signature, written independently of lib/webhooks/signature.ts. */
export function signatureValid(secret: string, body: string, header: unknown): boolean {
  if (typeof header !== "string") return false;
  const expected = Buffer.from(
    `sha256=${crypto.createHmac("sha256", secret).update(body).digest("base64")}`,
  );
  const given = Buffer.from(header);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

export async function until(check: () => boolean | Promise<boolean>, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("condition not met in time");
}
