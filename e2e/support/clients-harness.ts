import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readCredentials, startServer, type TestServer } from "./server";
import { makeCertificates, REFERENCE_HOSTS, startTlsProxy, type Proxy } from "./clients-tls";
import { ClientProcess, type Ask } from "./clients-rpc";

/**
 * The product as client libraries of the reference platform expect to find it: its own server with
 * the reference's public addresses (api.x.com, upload.x.com, ads-api.x.com, …) behind a TLS proxy,
 * and child processes for the libraries in which those names lead to the proxy and the test's CA is
 * trusted (Node: NODE_EXTRA_CA_CERTS and e2e/support/clients-preload.ts; Python: REQUESTS_CA_BUNDLE
 * and e2e/clients/python/sitecustomize.py). The libraries are used as published.
 */
export const PRODUCT_ENV = {
  PUBLIC_BASE_URL: "https://api.x.com",
  ADS_BASE_URL: "https://ads-api.x.com",
  ADS_SANDBOX_BASE_URL: "https://ads-api-sandbox.twitter.com",
  UPLOAD_BASE_URL: "https://upload.x.com",
  WEBHOOK_ALLOW_INSECURE_URLS: "1",
};

export type ClientsWorld = {
  srv: TestServer;
  /** A Node client process running `e2e/clients/<name>.ts`. */
  node: (name: string) => ClientProcess;
  /** A Python client process running `e2e/clients/python/<name>.py`; `onAsk` answers its questions. */
  python: (name: string, onAsk: Ask) => ClientProcess;
  stop: () => Promise<void>;
};

/**
 * Its own server, or one a developer started with PRODUCT_ENV and names in SVC_CLIENTS_SERVER
 * (its http address) and SVC_CLIENTS_DATA_DIR, to iterate without waiting for a start each run.
 */
function productServer(): Promise<TestServer> {
  const baseUrl = process.env.SVC_CLIENTS_SERVER;
  const dataDir = process.env.SVC_CLIENTS_DATA_DIR;
  if (!baseUrl || !dataDir) return startServer({ env: PRODUCT_ENV });
  return Promise.resolve({
    baseUrl,
    dataDir,
    credentials: readCredentials(dataDir),
    stop: async () => undefined,
  });
}

export async function startClientsWorld(): Promise<ClientsWorld> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "svc-clients-"));
  const certs = makeCertificates(dir);
  const srv = await productServer();
  let proxy: Proxy | undefined;
  const children: ClientProcess[] = [];
  try {
    proxy = await startTlsProxy(certs, Number(new URL(srv.baseUrl).port));
  } catch (err) {
    await srv.stop();
    throw err;
  }
  const target = { host: "127.0.0.1", port: proxy.port };
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SVC_CLIENTS_HOSTS: JSON.stringify(Object.fromEntries(REFERENCE_HOSTS.map((h) => [h, target]))),
    NODE_EXTRA_CA_CERTS: certs.caFile,
    REQUESTS_CA_BUNDLE: certs.caFile,
    SSL_CERT_FILE: certs.caFile,
    PYTHONPATH: path.resolve("e2e/clients/python"),
    PYTHONUNBUFFERED: "1",
  };
  const started = (p: ClientProcess) => (children.push(p), p);
  return {
    srv,
    node: (name) =>
      started(
        new ClientProcess(
          process.execPath,
          [
            "--import",
            "tsx",
            "--import",
            "./e2e/support/clients-preload.ts",
            `e2e/clients/${name}.ts`,
          ],
          env,
        ),
      ),
    python: (name, onAsk) =>
      // Debian's interpreter: tweepy comes from Debian's python3-tweepy (scripts/ensure-python-clients.sh).
      started(new ClientProcess("/usr/bin/python3", [`e2e/clients/python/${name}.py`], env, onAsk)),
    stop: async () => {
      await Promise.all(children.map((c) => c.stop()));
      await proxy?.close();
      await srv.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
