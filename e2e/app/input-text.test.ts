import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import {
  batch,
  campaign,
  campaignParams,
  expectError,
  fundingInstrument,
  sandboxSuite,
  uniq,
  type Ads,
} from "../support/ads-helpers";
import { targetingCalls, createOp } from "../support/targeting";
import { bearerCall, demoBearer } from "../support/sources";
import { consoleSessionFor } from "../support/console-session";

/**
 * Text no value may hold, refused as bad input in each interface's format, naming the parameter
 * or JSON path and what was expected: a lone surrogate escape ("a\ud800b": the database refused it
 * and the call answered 500), bytes that are not UTF-8 in a body or a query (read as U+FFFD
 * replacement characters, silently), and, at the console, a body that is not JSON.
 */
let srv: TestServer, ads: Ads, account: string, fund: string;
const LONE = "a\ud800b"; // JSON.stringify writes it as the escape "a\ud800b"

before(async () => {
  ({ srv, ads, account } = await sandboxSuite(inProcessServer));
  fund = await fundingInstrument(ads, account);
});
after(() => srv?.stop());

const raw = (path: string, init: RequestInit = {}) => srv.fetch!(`${srv.baseUrl}${path}`, init);

function assertLoneSurrogate(message: string, path: string) {
  assert.ok(message.startsWith(`${path} holds a lone surrogate`), message);
  assert.match(message, /expected text of whole Unicode characters/);
}

describe("a lone surrogate in a JSON body", () => {
  test("a campaign batch: 400 naming the item's field, nothing created", async () => {
    const name = uniq("Lone");
    const r = await batch(ads, account, "campaigns", [
      { operation_type: "Create", params: campaignParams(fund, uniq("Fine")) },
      { operation_type: "Create", params: campaignParams(fund, `${name}${LONE}`) },
    ]);
    expectError(r, 400, "INVALID_PARAMETER", "body[1].params.name");
    assertLoneSurrogate(r.body.errors[0].message, "body[1].params.name");
    const listed = await ads.get(`accounts/${account}/campaigns`, { count: 1000 });
    assert.ok(!JSON.stringify(listed.body.data).includes(name), "nothing was created");
  });

  test("a targeting batch and a card: 400 naming the field", async () => {
    const c = await campaign(ads, account, fund);
    const t = targetingCalls(ads, account);
    const li = await t.lineItem(c.id);
    const r = await t.batch([createOp(li, "PHRASE_KEYWORD", LONE)]);
    expectError(r, 400, "INVALID_PARAMETER", "body[0].params.targeting_value");
    assert.deepEqual(await t.held(li), []);
    const card = await ads.post(`accounts/${account}/cards`, undefined, {
      name: "Card",
      components: [
        {
          title: LONE,
          type: "DETAILS",
          destination: { url: "https://a.example", type: "WEBSITE" },
        },
      ],
    });
    expectError(card, 400, "INVALID_PARAMETER", "body.components[0].title");
    assertLoneSurrogate(card.body.errors[0].message, "body.components[0].title");
  });

  test("a surrogate pair is a character like any other", async () => {
    const r = await batch(ads, account, "campaigns", [
      { operation_type: "Create", params: campaignParams(fund, uniq("Rocket \ud83d\ude80")) },
    ]);
    assert.equal(r.status, 200, JSON.stringify(r.body));
  });

  test("POST /2/webhooks/events/test: a problem naming the override", async () => {
    const call = bearerCall(srv, await demoBearer(srv));
    const r = await call("POST", "/2/webhooks/events/test", {
      event_type: "post.create",
      overrides: { text: LONE },
    });
    assert.equal(r.status, 400, JSON.stringify(r.body));
    const [problem] = r.body.errors;
    assert.equal(problem.title, "Invalid Request");
    assert.match(problem.type, /\/2\/problems\/invalid-request$/);
    assert.equal(problem.parameter, "overrides.text");
    assertLoneSurrogate(problem.detail, "overrides.text");
  });

  test("the console: 400 INVALID_PARAMETER naming the field", async () => {
    const s = await consoleSessionFor(srv.credentials.user_id);
    const res = await raw("/console-api/profile", {
      method: "PUT",
      headers: { cookie: s.cookie, "x-csrf-token": s.csrf, "content-type": "application/json" },
      body: JSON.stringify({ name: LONE }),
    });
    assert.equal(res.status, 400);
    const [err] = (
      (await res.json()) as { errors: { code: string; parameter: string; message: string }[] }
    ).errors;
    assert.equal(err.code, "INVALID_PARAMETER");
    assert.equal(err.parameter, "name");
    assertLoneSurrogate(err.message, "name");
  });
});

describe("bytes that are not UTF-8", () => {
  const notUtf8 = Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]); // {"a":"\xFF"}

  test("a body, in each family's format", async () => {
    const post = (path: string) =>
      raw(path, { method: "POST", headers: { "content-type": "application/json" }, body: notUtf8 });
    const v2 = await post("/2/webhooks");
    assert.equal(v2.status, 400);
    const [problem] = ((await v2.json()) as { errors: { detail: string; parameter: string }[] })
      .errors;
    assert.match(problem.detail, /not valid UTF-8/);
    assert.equal(problem.parameter, "body");
    const adsRes = await post(`/ads-sandbox/12/batch/accounts/${account}/campaigns`);
    assert.equal(adsRes.status, 400);
    const adsBody = (await adsRes.json()) as { errors: { code: string; message: string }[] };
    assert.equal(adsBody.errors[0].code, "INVALID_PARAMETER");
    assert.match(adsBody.errors[0].message, /not valid UTF-8/);
  });

  test("a query parameter or form field is named", async () => {
    const adsRes = await raw(`/ads-sandbox/12/accounts/${account}/campaigns?with_deleted=%FF`);
    assert.equal(adsRes.status, 400);
    const adsBody = (await adsRes.json()) as {
      errors: { code: string; message: string; parameter: string }[];
    };
    assert.equal(adsBody.errors[0].parameter, "with_deleted");
    assert.match(adsBody.errors[0].message, /^with_deleted is not valid UTF-8/);
    const v2 = await raw("/2/webhooks?max_results=%C3%28");
    assert.equal(v2.status, 400);
    const [problem] = ((await v2.json()) as { errors: { detail: string; parameter: string }[] })
      .errors;
    assert.equal(problem.parameter, "max_results");
    const form = await raw("/oauth/request_token", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "oauth_callback=oob&x_auth_mode=%E9t%E9",
    });
    assert.equal(form.status, 400);
    assert.match(await form.text(), /x_auth_mode is not valid UTF-8/);
  });

  test("UTF-8 text and a literal % pass", async () => {
    const r = await ads.get(`accounts/${account}/campaigns`, { q: "é 100% %zz" });
    assert.notEqual(r.status, 500);
    assert.doesNotMatch(JSON.stringify(r.body), /UTF-8/);
  });
});

describe("money", () => {
  test("an amount past 2^53 - 1 micros is refused with the allowed range", async () => {
    const r = await ads.post(`accounts/${account}/campaigns`, {
      funding_instrument_id: fund,
      name: uniq("Huge"),
      daily_budget_amount_local_micro: "9007199254740993",
    });
    expectError(r, 400, "INVALID_PARAMETER", "daily_budget_amount_local_micro");
    assert.match(r.body.errors[0].message, /from 0 to 9007199254740991/);
  });
});

describe("the console's JSON bodies", () => {
  test("notifications/read with a body that is not JSON is refused and marks nothing", async () => {
    const s = await consoleSessionFor(srv.credentials.user_id);
    const headers = {
      cookie: s.cookie,
      "x-csrf-token": s.csrf,
      "content-type": "application/json",
    };
    const d = await ads.post(`accounts/${account}/draft_posts`, {
      as_user_id: srv.credentials.user_id,
      text: uniq("draft"),
    });
    assert.equal(d.status, 201, JSON.stringify(d.body));
    const p = await ads.post(`accounts/${account}/draft_posts/preview/${d.body.data.id}`);
    assert.equal(p.status, 200, JSON.stringify(p.body));
    const unread = async () => {
      const list = await raw("/console-api/notifications", { headers });
      const body = (await list.json()) as { data: { unread_count: number } };
      return body.data.unread_count;
    };
    const before = await unread();
    assert.ok(before > 0, "there is an unread notification");
    const res = await raw("/console-api/notifications/read", {
      method: "POST",
      headers,
      body: '{"ids": [',
    });
    assert.equal(res.status, 400);
    const [err] = (
      (await res.json()) as { errors: { code: string; parameter: string; message: string }[] }
    ).errors;
    assert.equal(err.code, "INVALID_PARAMETER");
    assert.equal(err.parameter, "body");
    assert.match(err.message, /^The body is not valid JSON.*expected a JSON object\.$/);
    assert.equal(await unread(), before, "nothing was marked read");
  });
});
