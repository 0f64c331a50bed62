import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { call, newApp } from "../support/webhooks";
import { svcSignature } from "../../lib/webhooks/signature";

/**
 * The receivers the documentation page shows (docs/examples/) are the files this suite runs: each is
 * started as a child process on loopback, registered as a webhook (its CRC answer must be right),
 * and must refuse an event whose signature is wrong or missing and accept a signed one.
 */
let srv: TestServer;
const children: ChildProcess[] = [];
const examples = path.join(process.cwd(), "docs", "examples");

before(async () => {
  srv = await inProcessServer({ env: { WEBHOOK_ALLOW_INSECURE_URLS: "1" } });
});
after(async () => {
  for (const child of children) child.kill();
  await srv?.stop();
});

/** Starts a receiver program and answers its URL once it says which port it listens on. */
async function start(command: string, file: string, secret: string): Promise<string> {
  const child = spawn(command, [path.join(examples, file)], {
    env: { ...process.env, SVC_CONSUMER_SECRET: secret, PORT: "0", HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  // stdout stays read to the end (the receivers log events there), so the pipe never breaks.
  let out = "";
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (chunk) => {
      out += String(chunk);
      const m = /listening on port (\d+)/.exec(out);
      if (m) resolve(`http://127.0.0.1:${m[1]}/svc-webhook`);
    });
    child.on("exit", (code) =>
      reject(new Error(`${file} exited (${code}) before listening: ${out}`)),
    );
  });
}

async function post(url: string, body: string, signature?: string) {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "x-svc-delivery-id": "d-1",
  };
  if (signature !== undefined) headers["x-svc-webhooks-signature"] = signature;
  return (await fetch(url, { method: "POST", headers, body })).status;
}

test("the Node example reproduces the FACTS check vector", async () => {
  const mod = (await import(path.join(examples, "webhook-receiver.mjs"))) as {
    svcSignature: (s: string, m: string) => string;
    signatureValid: (s: string, raw: Buffer, header: unknown) => boolean;
  };
  const vector = "sha256=25Cu3iwbbiqBTwQRzcKJZwisjf736V2Q8UaTlkfLSoc=";
  assert.equal(mod.svcSignature("test", "test=1&other_test=2"), vector);
  assert.equal(mod.signatureValid("test", Buffer.from("test=1&other_test=2"), vector), true);
  assert.equal(mod.signatureValid("", Buffer.from("test=1&other_test=2"), vector), false);
  assert.equal(mod.signatureValid("test", Buffer.from("test=1&other_test=2"), undefined), false);
});

for (const [label, command, file] of [
  ["Node", process.execPath, "webhook-receiver.mjs"],
  ["Python", "python3", "webhook_receiver.py"],
] as const) {
  test(`the ${label} example registers as a valid webhook and refuses bad signatures`, async () => {
    const app = await newApp(`docs ${label}`);
    const url = await start(command, file, app.secret);
    const r = await call(srv, app, "POST", "", { url });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal((r.body.data as { valid: boolean }).valid, true);
    const body = JSON.stringify({ data: { event_type: "post.create" } });
    assert.equal(await post(url, body, svcSignature("not the secret", body)), 401);
    assert.equal(await post(url, body), 401);
    assert.equal(await post(url, body + " ", svcSignature(app.secret, body)), 401);
    assert.equal(await post(url, body, svcSignature(app.secret, body)), 200);
    const crc = await fetch(`${url}?crc_token=short`);
    assert.equal(crc.status, 400, "a token the platform never sends is not signed");
  });
}
