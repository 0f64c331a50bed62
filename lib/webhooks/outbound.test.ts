import { test } from "node:test";
import assert from "node:assert/strict";
import net from "node:net";
import type { AddressInfo } from "node:net";

// The configuration is read once per process: loopback receivers are allowed before outbound.ts asks.
process.env.WEBHOOK_ALLOW_INSECURE_URLS = "1";
const { outbound } = await import("./outbound");

const OK = "HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: keep-alive\r\n\r\nok";

/**
 * A receiver that keeps the first connection open after its first answer, then closes it without
 * answering when a second request arrives on it: what any server does when its idle timeout fires
 * while the request is on the wire. Every later connection is answered.
 */
async function closesIdleConnection() {
  let connections = 0;
  const sockets: net.Socket[] = [];
  const server = net.createServer((socket) => {
    sockets.push(socket);
    const n = ++connections;
    let requests = 0;
    socket.on("data", (chunk) => {
      if (!chunk.toString("latin1").includes("\r\n\r\n")) return;
      requests += 1;
      if (n === 1 && requests === 2) socket.destroy();
      else socket.write(OK);
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo; // TCP listener: an AddressInfo
  const close = () => {
    // The pool keeps its connection open: closed here, or the test process never ends.
    for (const socket of sockets) socket.destroy();
    server.close();
  };
  return { url: `http://127.0.0.1:${port}/hook`, connections: () => connections, close };
}

test("a pooled connection the receiver closed is not a failed call: it is sent again on a new one", async () => {
  const r = await closesIdleConnection();
  try {
    const first = await outbound({ method: "GET", url: `${r.url}?crc_token=a` });
    assert.equal(first.ok && first.status, 200);
    // The pool takes the socket back once the answer has ended.
    await new Promise((done) => setImmediate(done));
    const second = await outbound({ method: "POST", url: r.url, body: "{}" });
    assert.deepEqual(second.ok ? [second.status, second.body] : second, [200, "ok"]);
    assert.equal(r.connections(), 2);
  } finally {
    r.close();
  }
});

test("a new connection closed without an answer is a failed call, not sent twice", async () => {
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    socket.on("data", () => socket.destroy());
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo; // TCP listener: an AddressInfo
  try {
    const r = await outbound({ method: "POST", url: `http://127.0.0.1:${port}/hook`, body: "{}" });
    assert.equal(r.ok, false);
    assert.equal(!r.ok && r.error, "network");
    assert.equal(connections, 1);
  } finally {
    server.close();
  }
});
