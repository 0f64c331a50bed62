import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import path from "node:path";

/**
 * TLS for the client-library suites: a throwaway certificate authority and one certificate for the
 * reference platform's host names (openssl CLI), and a TLS-terminating proxy on loopback that forwards
 * each request to the product's http port as a TLS proxy in front of it would: Host kept,
 * x-forwarded-proto: https added.
 */
export const REFERENCE_HOSTS = [
  "api.x.com",
  "upload.x.com",
  "ads-api.x.com",
  "x.com",
  "api.twitter.com",
  "upload.twitter.com",
  "ads-api.twitter.com",
  "ads-api-sandbox.twitter.com",
  "twitter.com",
];

export type Certificates = { caFile: string; key: Buffer; cert: Buffer };

export function makeCertificates(dir: string, hosts = REFERENCE_HOSTS): Certificates {
  const file = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) => execFileSync("openssl", args, { stdio: "pipe" });
  const ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];
  const ca = ["-subj", "/CN=SVC test CA", "-days", "2"];
  openssl("req", "-x509", ...ec, ...ca, "-keyout", file("ca.key"), "-out", file("ca.pem"));
  openssl("req", ...ec, "-keyout", file("host.key"), "-out", file("host.csr"), "-subj", "/CN=svc");
  fs.writeFileSync(
    file("host.ext"),
    [
      "basicConstraints=CA:FALSE",
      "keyUsage=digitalSignature",
      "extendedKeyUsage=serverAuth",
      `subjectAltName=${hosts.map((h) => `DNS:${h}`).join(",")}`,
    ].join("\n"),
  );
  openssl(
    "x509",
    "-req",
    "-in",
    file("host.csr"),
    "-CA",
    file("ca.pem"),
    "-CAkey",
    file("ca.key"),
    "-CAcreateserial",
    "-days",
    "2",
    "-extfile",
    file("host.ext"),
    "-out",
    file("host.pem"),
  );
  return {
    caFile: file("ca.pem"),
    key: fs.readFileSync(file("host.key")),
    cert: fs.readFileSync(file("host.pem")),
  };
}

export type Proxy = { port: number; close: () => Promise<void> };

export async function startTlsProxy(certs: Certificates, targetPort: number): Promise<Proxy> {
  // A fresh connection a request: a kept-alive one the server closes as it is reused would fail the
  // client's request (the server's keep-alive timeout racing a slow machine).
  const agent = new http.Agent({ keepAlive: false });
  const server = https.createServer({ key: certs.key, cert: certs.cert }, (req, res) => {
    const up = http.request(
      {
        host: "127.0.0.1",
        port: targetPort,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, "x-forwarded-proto": "https" },
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        res.flushHeaders();
        answer.pipe(res);
      },
    );
    up.on("error", () => res.destroy());
    // A client that hangs up (a stream it stops reading) ends the upstream request too.
    res.on("close", () => up.destroy());
    req.pipe(up);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port, // listening on TCP: an AddressInfo
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
