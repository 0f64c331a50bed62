import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import http from "node:http";
import { sharedServer, type TestServer } from "../support/server";
import { signedHeader, type Keys } from "../support/oauth1";
import { bearerToken } from "../support/oauth2";

/**
 * The persistent streams on the wire (FACTS "Activity subscriptions", "Filtered stream"), read raw as
 * the reference platform's clients read them: tweepy's StreamingClient splits lines and takes an
 * empty one as a keep-alive; twitter-api-v2's parser cuts the body at each "\r\n", takes a chunk that
 * is exactly "\r\n" as a keep-alive and parses every other piece as one JSON object.
 */
let srv: TestServer, consumer: Keys, user: Keys, bearer: string;
const open: http.ClientRequest[] = [];
before(async () => {
  srv = await sharedServer();
  const c = srv.credentials;
  consumer = { key: c.consumer_key, secret: c.consumer_secret };
  user = { key: c.access_token, secret: c.access_token_secret };
  bearer = (await bearerToken(srv.baseUrl, consumer)).json().access_token;
});
after(async () => {
  for (const req of open) req.destroy();
  await srv?.stop();
});

async function v2(method: string, path: string, body: unknown, auth = `Bearer ${bearer}`) {
  const res = await fetch(`${srv.baseUrl}${path}`, {
    method,
    headers: { authorization: auth, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  assert.ok(res.status < 300, `${method} ${path}: ${res.status} ${text}`);
  return JSON.parse(text);
}

const postAs = (text: string) => {
  const url = `${srv.baseUrl}/2/tweets`;
  return v2("POST", "/2/tweets", { text }, signedHeader(consumer, { url, method: "POST" }, user));
};

/** Opens a stream; `until(n)` resolves once n JSON objects arrived, with every chunk as received. */
function stream(path: string) {
  const chunks: string[] = [];
  let wake = () => undefined as void;
  const response = new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = http.get(`${srv.baseUrl}${path}`, {
      headers: { authorization: `Bearer ${bearer}` },
    });
    open.push(req);
    req.on("error", reject);
    req.on("response", (res) => {
      res.setEncoding("utf8");
      res.on("data", (d: string) => {
        chunks.push(d);
        wake();
      });
      resolve(res);
    });
  });
  const objects = () =>
    chunks
      .join("")
      .split("\r\n")
      .filter((l) => l !== "").length;
  const waitFor = async (done: () => boolean) => {
    while (!done()) await new Promise<void>((r) => (wake = r));
    return chunks.join("");
  };
  return { response, chunks, until: (n: number) => waitFor(() => objects() >= n), waitFor };
}

/** Every line ends in "\r\n"; a line is empty (a keep-alive) or exactly one JSON object. */
function lines(raw: string): unknown[] {
  assert.ok(raw.endsWith("\r\n"), JSON.stringify(raw.slice(-40)));
  const parts = raw.split("\r\n").slice(0, -1);
  for (const p of parts) assert.ok(!p.includes("\n") && !p.includes("\r"), JSON.stringify(p));
  return parts.filter((p) => p !== "").map((p) => JSON.parse(p));
}

function assertStreamHead(res: http.IncomingMessage) {
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers["content-type"], "application/json; charset=utf-8");
  assert.equal(res.headers["transfer-encoding"], "chunked");
  assert.equal(res.headers["content-encoding"], undefined);
}

test("the activity stream: JSON, a keep-alive first, then one event a line", async () => {
  await v2("POST", "/2/activity/subscriptions", {
    event_type: "post.create",
    filter: { keyword: "framingactivity" },
    tag: "framing",
  });
  const s = stream("/2/activity/stream");
  assertStreamHead(await s.response);
  // The keep-alive twitter-api-v2 recognises is a chunk that is exactly "\r\n".
  await s.waitFor(() => s.chunks.length > 0);
  assert.equal(s.chunks[0], "\r\n");
  await postAs("framingactivity one");
  await postAs("framingactivity two");
  const events = lines(await s.until(2)) as { data: { tag: string; event_type: string } }[];
  assert.deepEqual(
    events.map((e) => [e.data.tag, e.data.event_type]),
    [
      ["framing", "post.create"],
      ["framing", "post.create"],
    ],
  );
});

test("the filtered stream (as /2/tweets/search/stream): each post one line with matching_rules", async () => {
  await v2("POST", "/2/tweets/search/stream/rules", {
    add: [{ value: "framingfiltered", tag: "ff" }],
  });
  const s = stream("/2/tweets/search/stream");
  assertStreamHead(await s.response);
  await postAs("framingfiltered one");
  const [post] = lines(await s.until(1)) as {
    data: { id: string; text: string };
    matching_rules: { tag: string }[];
  }[];
  assert.equal(post.data.text, "framingfiltered one");
  assert.deepEqual(
    post.matching_rules.map((r) => r.tag),
    ["ff"],
  );
});
