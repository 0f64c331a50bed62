import "./suite-settings";
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { copyTemplate, SEED_SETTINGS } from "./pglite-template";

/**
 * Starts the real server (server.ts) as a child process on a free loopback port, on a fresh PGlite
 * data directory (a copy of the seeded template), or on a fresh database of the PostgreSQL named by
 * DATABASE_URL when it is set. When SVC_TEST_BASE_URL is set (scripts/test.ts starts one server for
 * the whole run) that one is used.
 */
export type DemoCredentials = {
  consumer_key: string;
  consumer_secret: string;
  access_token: string;
  access_token_secret: string;
  user_id: string;
  screen_name: string;
  password: string;
  account_id: string;
  /** The demo business's second production account (same business_id as account_id). */
  second_account_id: string;
  /** The demo business: both production accounts carry it. */
  business_id: string;
  sandbox_account_id: string;
  users: { screen_name: string; password: string; user_id: string }[];
};

/**
 * How tests start the product: the server bundle when the test run built it (scripts/test.ts sets
 * SVC_SERVER_ENTRY=dist/server.mjs, what `npm start` runs), else the source through tsx.
 */
export function serverCommand(): string[] {
  const entry = process.env.SVC_SERVER_ENTRY;
  return entry ? [entry] : ["--import", "tsx", "server.ts"];
}

export type TestServer = {
  baseUrl: string;
  dataDir: string;
  credentials: DemoCredentials;
  stop: () => Promise<void>;
  /** The server's process id, when this run started it. */
  pid?: number;
  /** How clients reach it when not over the network (the in-process layer, e2e/support/in-process.ts). */
  fetch?: Fetch;
  /** Everything the server wrote to stdout and stderr so far, when this run started it. */
  output?: () => string;
};

export type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

/** A fresh database next to the one DATABASE_URL names, so runs never share state. */
export async function freshPostgresUrl(baseUrl: string): Promise<string> {
  const { default: pg } = await import("pg");
  const name = `svc_test_${process.pid}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Test databases are dropped when their server stops, so runs do not pile them up. */
export async function dropDatabase(adminUrl: string, url: string): Promise<void> {
  const { default: pg } = await import("pg");
  const name = new URL(url).pathname.slice(1);
  if (!/^svc_test_[a-z0-9_]+$/.test(name)) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
  await admin.end();
}

export function readCredentials(dataDir: string): DemoCredentials {
  return JSON.parse(fs.readFileSync(path.join(dataDir, "demo-credentials.json"), "utf8"));
}

/**
 * A new PGlite data directory starts as a copy of the migrated, seeded template, unless the start
 * names its own key (the template's rows are encrypted with the template's) or other values of what
 * the seed reads. Nothing else is left to the seed at a start on a copy but what a restart does too
 * (the console app's callback for this address, the credentials file).
 */
function onTemplate(opts: { env?: Record<string, string>; dataDir?: string }): boolean {
  const env = opts.env ?? {};
  if (opts.dataDir || process.env.DATABASE_URL || env.DATABASE_URL || env.SVC_SECRET_KEY)
    return false;
  return SEED_SETTINGS.every((k) => env[k] === undefined || env[k] === process.env[k]);
}

/**
 * With DATABASE_URL set, each server gets a fresh database, unless `opts.env.DATABASE_URL` names one:
 * then that database is reused (several servers on one database; pass the same SVC_SECRET_KEY) and
 * left in place on stop (the caller drops it, e2e/api/scheduler-two-processes.test.ts).
 */
export async function startServer(
  opts: { env?: Record<string, string>; console?: boolean; dataDir?: string } = {},
): Promise<TestServer> {
  const port = await freePort();
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "svc-test-"));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_BASE_URL: baseUrl,
    DATA_DIR: dataDir,
    SVC_CONSOLE: opts.console ? "on" : "off",
    NODE_ENV: "production",
    ...opts.env,
  };
  delete env.SVC_TEST_BASE_URL;
  if (onTemplate(opts)) await copyTemplate(dataDir);
  let created: string | undefined;
  if (process.env.DATABASE_URL && !opts.env?.DATABASE_URL)
    env.DATABASE_URL = created = await freshPostgresUrl(process.env.DATABASE_URL);
  const child = spawn(process.execPath, serverCommand(), {
    env,
    stdio: ["ignore", "pipe", "pipe"],
    cwd: process.cwd(),
  });
  const output: string[] = [];
  child.stdout!.on("data", (d) => output.push(String(d)));
  child.stderr!.on("data", (d) => output.push(String(d)));
  await waitForReady(child, baseUrl, output);
  const stop = async () => {
    await stopChild(child);
    if (created) await dropDatabase(process.env.DATABASE_URL!, created);
  };
  return {
    baseUrl,
    dataDir,
    credentials: readCredentials(dataDir),
    stop,
    pid: child.pid,
    output: () => output.join(""),
  };
}

async function waitForReady(child: ChildProcess, baseUrl: string, output: string[]): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode}:\n${output.join("")}`);
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not become ready:\n${output.join("")}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
  });
}

let shared: Promise<TestServer> | undefined;

/** The run's shared server: the one scripts/test.ts started, or one started for this file. */
export function sharedServer(): Promise<TestServer> {
  if (process.env.SVC_TEST_BASE_URL && process.env.SVC_TEST_DATA_DIR) {
    const dataDir = process.env.SVC_TEST_DATA_DIR;
    return Promise.resolve({
      baseUrl: process.env.SVC_TEST_BASE_URL,
      dataDir,
      credentials: readCredentials(dataDir),
      stop: async () => undefined,
    });
  }
  shared ??= startServer();
  return shared;
}
