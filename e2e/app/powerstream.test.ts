import { after, before, test } from "node:test";
import { openStream } from "../support/stream-reader";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { bearerFor, caller, demoAppId, userTokenFor } from "../support/product-rows";

/**
 * PowerStream (FACTS "PowerStream"): its rules (the filtered stream's language, 100 a request, 1,000
 * in all, apart from the filtered stream's rules) and its stream, on the filtered stream's loop, with
 * the localDcOnly headers and first message. Posts are made through POST /2/posts, so the rules'
 * is:reply reads the post's row.
 */
let srv: TestServer, call: ReturnType<typeof caller>, demo: ReturnType<typeof caller>;
let token: string;
const RULES = "/2/powerstream/rules";

before(async () => {
  srv = await inProcessServer();
  const app = await demoAppId(srv);
  token = await bearerFor(app);
  call = caller(srv, token);
  demo = caller(srv, await userTokenFor(app, srv.credentials.user_id, ["post.write", "post.read"]));
});
after(() => srv?.stop());

const values = (r: { body: { data: { rules: { value: string }[] } } }) =>
  r.body.data.rules.map((x) => x.value);

test("rules: add, list, delete by value; apart from the filtered stream's", async () => {
  assert.deepEqual((await call("GET", RULES)).body, { data: { rules: [] } });
  const added = await call("POST", RULES, {
    rules: [{ value: "powerword -is:reply", tag: "pw" }, { value: "lang:en url:example.com" }],
  });
  assert.equal(added.status, 201, JSON.stringify(added.body));
  assert.deepEqual(values(added), ["powerword -is:reply", "lang:en url:example.com"]);
  assert.equal(added.body.data.rules[0].tag, "pw");
  assert.match(added.body.data.rules[0].id, /^\d+$/);
  assert.deepEqual(values(await call("GET", RULES)), values(added));
  const filtered = await call("GET", "/2/posts/search/stream/rules");
  assert.equal(
    filtered.body.meta.result_count,
    0,
    "PowerStream rules are not filtered-stream rules",
  );
  const gone = await call("DELETE", RULES, {
    rules: [{ value: "lang:en url:example.com" }, { value: "never added" }],
  });
  assert.deepEqual([gone.status, gone.body], [200, { data: { deleted: 1, not_deleted: 1 } }]);
  assert.deepEqual(values(await call("GET", RULES)), ["powerword -is:reply"]);
});

test("bad rules name their place and operator, and nothing is added", async () => {
  const r = await call("POST", RULES, {
    rules: [{ value: "fine" }, { value: "cats min_likes:3" }, { value: "dogs (open" }],
  });
  assert.equal(r.status, 400, JSON.stringify(r.body));
  const [likes, open] = r.body.errors;
  assert.deepEqual([likes.reason, likes.parameter], ["InvalidRule", "rules[1].value"]);
  assert.match(likes.detail, /min_likes:.*search only.*position 6/);
  assert.deepEqual([open.parameter, open.value], ["rules[2].value", "dogs (open"]);
  assert.match(open.detail, /position 6/);
  assert.deepEqual(values(await call("GET", RULES)), ["powerword -is:reply"]);
  for (const [body, parameter] of [
    [{}, "rules"],
    [{ rules: [] }, "rules"],
    [{ rules: [{ value: 3 }] }, "rules[0].value"],
    [{ rules: [{ value: "a", tag: "t".repeat(201) }] }, "rules[0].tag"],
    [{ rules: [{ value: "x".repeat(2049) }] }, "rules[0].value"],
  ] as const) {
    const bad = await call("POST", RULES, body);
    assert.equal(bad.status, 400, JSON.stringify(body));
    assert.equal(bad.body.errors[0].parameter, parameter, JSON.stringify(body));
  }
});

test("limits: 100 rules a request, 1,000 in all", async () => {
  const batch = (from: number, n: number) => ({
    rules: Array.from({ length: n }, (_, i) => ({ value: `limit${from + i}` })),
  });
  const tooMany = await call("POST", RULES, batch(0, 101));
  assert.deepEqual([tooMany.status, tooMany.body.errors[0].parameter], [400, "rules"]);
  for (let k = 0; k < 9; k++)
    assert.equal((await call("POST", RULES, batch(k * 100, 100))).status, 201);
  assert.equal((await call("POST", RULES, batch(900, 99))).status, 201);
  const over = await call("POST", RULES, batch(999, 1));
  assert.equal(over.body.errors[0].reason, "RuleCapExceeded", JSON.stringify(over.body));
  assert.equal(values(await call("GET", RULES)).length, 1000);
  for (let k = 0; k < 10; k++) {
    const r = await call("DELETE", RULES, batch(k * 100, 100));
    assert.equal(r.status, 200, JSON.stringify(r.body));
  }
  assert.deepEqual(values(await call("GET", RULES)), ["powerword -is:reply"]);
});

const open = (path: string) => openStream(srv, token, path);

async function publish(text: string, replyTo?: string): Promise<string> {
  const body = replyTo ? { text, reply: { in_reply_to_tweet_id: replyTo } } : { text };
  const r = await demo("POST", "/2/posts", body);
  assert.equal(r.status, 201, JSON.stringify(r.body));
  return r.body.data.id;
}

test(
  "the stream delivers a matching post, not the others; localDcOnly says its datacenter first",
  { timeout: 60_000 },
  async () => {
    const plain = await open("/2/powerstream");
    assert.equal(plain.res.headers.get("x-powerstream-localdconly"), null);
    await plain.cancel();
    const s = await open("/2/powerstream?localDcOnly=true");
    const dc = s.res.headers.get("x-powerstream-datacenter");
    assert.ok(dc);
    assert.equal(s.res.headers.get("x-powerstream-localdconly"), "true");
    const meta = await s.next();
    assert.notEqual(meta, "end");
    const m = meta as { type: string; datacenter: string; timestamp: number };
    assert.deepEqual([m.type, m.datacenter], ["connection_metadata", dc]);
    assert.ok(Math.abs(m.timestamp - Date.now()) < 60_000);
    const original = await publish(`nothing to see ${Date.now()}`);
    await publish(`a powerword reply ${Date.now()}`, original);
    const wanted = await publish(`a powerword post ${Date.now()}`);
    const msg = await s.next();
    assert.notEqual(msg, "end");
    const got = msg as { data: { id: string }; matching_rules: { tag: string }[] };
    assert.equal(got.data.id, wanted);
    assert.deepEqual(
      got.matching_rules.map((r) => r.tag),
      ["pw"],
    );
    const id = s.res.headers.get("x-stream-connection-id");
    const listed = await call("GET", "/2/connections?endpoints=powerstream");
    assert.ok(listed.body.data.some((c: { id: string }) => c.id === id));
    const kill = await call("DELETE", "/2/connections/powerstream");
    assert.ok(kill.body.data.successful_kills >= 1);
    assert.equal(await s.next(), "end");
  },
);
