import http from "node:http";
import type { AddressInfo } from "node:net";
import { svcSignature } from "../../lib/webhooks/signature";
import type { TestServer } from "./server";

/**
 * Webhook suites' helpers: a real receiver on loopback (node:http) whose behaviour a test sets, apps
 * with their own consumer secret and bearer token, and /2/webhooks calls through the in-process app.
 */
export type Behaviour = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  token: string,
) => void;

export type Receiver = {
  url: string;
  port: number;
  /** What the receiver does with the next requests (default: answers the CRC right). */
  behave: (b: Behaviour) => void;
  /** CRC tokens received, in order. */
  tokens: string[];
  close: () => Promise<void>;
};

export const answerCrc =
  (secret: string): Behaviour =>
  (_req, res, token) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ response_token: svcSignature(secret, token) }));
  };

export const answer =
  (status: number, body = "", headers: Record<string, string> = {}): Behaviour =>
  (_req, res) => {
    res.writeHead(status, headers);
    res.end(body);
  };

/** Never answers (the timeout case); the connection is dropped when the receiver closes. */
export const silent: Behaviour = () => undefined;

export async function startReceiver(secret: string, path = "/hook"): Promise<Receiver> {
  let behaviour = answerCrc(secret);
  const tokens: string[] = [];
  const server = http.createServer((req, res) => {
    const token = new URL(req.url ?? "/", "http://x").searchParams.get("crc_token") ?? "";
    tokens.push(token);
    behaviour(req, res, token);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    port,
    tokens,
    behave: (b) => {
      behaviour = b;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type TestApp = { id: string; secret: string; bearer: string };

/** A new app of the demo user with its consumer secret and an app-only bearer token. */
export async function newApp(name: string): Promise<TestApp> {
  const { createApp } = await import("../../lib/auth/apps/service");
  const { decrypt } = await import("../../lib/crypto/secret-box");
  const { outstandingBearerToken } = await import("../../lib/auth/oauth2/bearer");
  const { db } = await import("../../lib/db/client");
  const { users } = await import("../../lib/db/schema");
  const { eq } = await import("drizzle-orm");
  const [owner] = await db().select().from(users).where(eq(users.screenName, "demo")).limit(1);
  const app = await createApp(
    owner.id,
    {
      name: `${name} ${Math.random().toString(36).slice(2, 8)}`,
      description: "webhook tests",
      website: "https://tests.example",
      callback_urls: ["https://tests.example/cb"],
      access_level: "read-write",
      sign_in_with: false,
      // Enterprise: webhook suites use every product (stream webhooks are enterprise only).
    },
    { tier: "enterprise" },
  );
  const bearer = await outstandingBearerToken(app.id);
  return { id: app.id, secret: decrypt(app.consumerSecretEnc), bearer };
}

export type Answer = { status: number; body: Record<string, unknown> & ProblemBody };
type ProblemBody = { errors?: { reason: string; detail: string; parameter?: string }[] };

/** One /2/webhooks call with the app's bearer token; `body` is sent as is when a string. */
export async function call(
  srv: TestServer,
  app: TestApp,
  method: string,
  path = "",
  body?: unknown,
): Promise<Answer> {
  const headers: Record<string, string> = { authorization: `Bearer ${app.bearer}` };
  if (body !== undefined) headers["content-type"] = "application/json";
  const fetch = srv.fetch ?? globalThis.fetch;
  const res = await fetch(`${srv.baseUrl}/2/webhooks${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {} };
}

/** The single problem of an answer, checked for its reason. */
export function problemOf(a: Answer, reason: string) {
  const p = a.body.errors?.[0];
  if (!p || p.reason !== reason)
    throw new Error(`expected ${reason}, got ${a.status} ${JSON.stringify(a.body)}`);
  return p;
}
