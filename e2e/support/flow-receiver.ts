import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { AdsResponse } from "./ads";

/**
 * A whole webhook receiver on loopback for the end-to-end event flow: it answers the CRC (GET
 * ?crc_token=) with an HMAC computed here, independently of lib/webhooks/signature.ts (or a wrong token
 * when `crcRight` is false), and records every POST with its raw body, answering `status(n)`.
 */
export type Message = {
  headers: http.IncomingHttpHeaders;
  raw: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- messages are asserted field by field
  body: any;
};

export type FlowReceiver = {
  url: string;
  got: Message[];
  crcRight: boolean;
  status: (n: number) => number;
  close: () => Promise<void>;
};

export const hmac = (secret: string, message: string) =>
  `sha256=${crypto.createHmac("sha256", secret).update(message).digest("base64")}`;

export async function flowReceiver(secret: string): Promise<FlowReceiver> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (req.method === "GET") {
        const token = new URL(req.url ?? "/", "http://x").searchParams.get("crc_token") ?? "";
        const answer = r.crcRight ? hmac(secret, token) : hmac("not the secret", token);
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ response_token: answer }));
        return;
      }
      const raw = Buffer.concat(chunks).toString("utf8");
      r.got.push({ headers: req.headers, raw, body: JSON.parse(raw) });
      res.writeHead(r.status(r.got.length)).end("ok");
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo; // TCP listener: an AddressInfo
  const r: FlowReceiver = {
    url: `http://127.0.0.1:${port}/hook`,
    got: [],
    crcRight: true,
    status: () => 200,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
  return r;
}

/** The call answered `status`, else the test fails with the answer's body. */
export function expectStatus(r: AdsResponse, status: number): AdsResponse {
  if (r.status !== status)
    throw new Error(`expected ${status}, got ${r.status} ${JSON.stringify(r.body)}`);
  return r;
}
