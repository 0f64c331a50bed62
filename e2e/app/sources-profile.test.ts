import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { consoleSessionFor } from "../support/console-session";
import { assertShape, eventsSince, outboxMark } from "../support/sources";
import { fixture, multipart } from "../support/media";

/**
 * Profiles as an event source: /console-api/profile writes the signed-in user's profile and emits
 * exactly one profile.update.<field> per changed field ({user, before, after}) in the same
 * transaction; a refused change writes nothing and emits nothing. In process.
 */
let srv: TestServer, me: string, session: { cookie: string; csrf: string };

before(async () => {
  srv = await inProcessServer();
  me = srv.credentials.users.find((u) => u.screen_name === "outsider")!.user_id;
  session = await consoleSessionFor(me);
});
after(() => srv?.stop());

async function call(method: string, body?: unknown, csrf = true) {
  const headers: Record<string, string> = { cookie: session.cookie, accept: "application/json" };
  if (csrf) headers["x-csrf-token"] = session.csrf;
  if (body !== undefined) headers["content-type"] = "application/json";
  const res = await srv.fetch!(`${srv.baseUrl}/console-api/profile`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

const profile = async () => (await call("GET")).body.data;

const FIELD_EVENTS: [string, string, string][] = [
  ["bio", "profile.update.bio", "Writes about databases."],
  ["url", "profile.update.url", "https://oscar.example.com"],
  ["location", "profile.update.geo", "Porto"],
  ["profile_image_url", "profile.update.picture", "https://cdn.example.com/o.png"],
  ["profile_banner_url", "profile.update.banner", "https://cdn.example.com/b.png"],
];

describe("each field emits exactly its event", () => {
  for (const [field, kind, value] of FIELD_EVENTS)
    test(`${field} → ${kind} with before and after`, async () => {
      const was = (await profile())[field] || null;
      const mark = await outboxMark();
      const r = await call("PUT", { [field]: value });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.equal(r.body.data[field], value);
      const events = await eventsSince(mark);
      assert.deepEqual(
        events.map((e) => e.kind),
        [kind],
      );
      const [e] = events;
      assert.equal(e.user_id, me);
      assert.equal(e.test, false);
      assert.deepEqual(e.payload, {
        user: { id: me, screen_name: (await profile()).screen_name, name: "Oscar Outsider" },
        before: was,
        after: value,
      });
      await assertShape(e);
    });

  test("screen_name → profile.update.screenname; the payload's user carries the new name", async () => {
    const mark = await outboxMark();
    const r = await call("PUT", { screen_name: "oscar_o" });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const [e, ...rest] = await eventsSince(mark);
    assert.equal(rest.length, 0);
    assert.equal(e.kind, "profile.update.screenname");
    assert.equal(e.payload.before, "outsider");
    assert.equal(e.payload.after, "oscar_o");
    assert.equal(e.payload.user.screen_name, "oscar_o");
    await call("PUT", { screen_name: "outsider" });
  });

  test("two fields in one change are two events; an unchanged value and the name emit none", async () => {
    const now = await profile();
    const mark = await outboxMark();
    const r = await call("PUT", { bio: `${now.bio}!`, location: now.location, name: "Oscar O." });
    assert.equal(r.status, 200);
    const kinds = (await eventsSince(mark)).map((e) => e.kind);
    assert.deepEqual(kinds, ["profile.update.bio"]);
    const again = await outboxMark();
    await call("PUT", { bio: `${now.bio}!` });
    assert.deepEqual(await eventsSince(again), []);
    await call("PUT", { name: "Oscar Outsider" });
  });

  test("clearing a field reports after null", async () => {
    await call("PUT", { url: "https://x.example" });
    const mark = await outboxMark();
    assert.equal((await call("PUT", { url: "" })).status, 200);
    const [e] = await eventsSince(mark);
    assert.equal(e.kind, "profile.update.url");
    assert.equal(e.payload.before, "https://x.example");
    assert.equal(e.payload.after, null);
  });
});

describe("a refused change writes nothing and emits nothing", () => {
  const REFUSED: [string, Record<string, unknown>, string, number][] = [
    ["a URL that is not http(s)", { bio: "new bio", url: "ftp://x.example" }, "url", 400],
    ["a bio over 160 characters", { bio: "b".repeat(161) }, "bio", 400],
    ["a location over 30 characters", { location: "l".repeat(31) }, "location", 400],
    ["a screen name with a space", { screen_name: "two words" }, "screen_name", 400],
    ["a screen name over 15 characters", { screen_name: "a".repeat(16) }, "screen_name", 400],
    ["a taken screen name (any case)", { bio: "new bio", screen_name: "DEMO" }, "screen_name", 400],
    ["an unknown field", { verified: true }, "verified", 400],
  ];
  for (const [what, body, parameter, status] of REFUSED)
    test(what, async () => {
      const was = await profile();
      const mark = await outboxMark();
      const r = await call("PUT", body);
      assert.equal(r.status, status, JSON.stringify(r.body));
      if (parameter) assert.equal(r.body.errors[0].parameter, parameter);
      assert.match(r.body.errors[0].message, /\w/);
      assert.deepEqual(await profile(), was);
      assert.deepEqual(await eventsSince(mark), []);
    });

  test("a taken screen name answers SCREEN_NAME_TAKEN", async () => {
    const r = await call("PUT", { screen_name: "analyst" });
    assert.equal(r.body.errors[0].code, "SCREEN_NAME_TAKEN");
  });

  test("a body that is not JSON, and a write without the CSRF token, are refused", async () => {
    const mark = await outboxMark();
    const res = await srv.fetch!(`${srv.baseUrl}/console-api/profile`, {
      method: "PUT",
      headers: { cookie: session.cookie, "x-csrf-token": session.csrf },
      body: "{not json",
    });
    assert.equal(res.status, 400);
    assert.equal((await call("PUT", { bio: "csrf" }, false)).status, 403);
    assert.deepEqual(await eventsSince(mark), []);
  });
});

/** Uploads a fixture with the console session, as the profile page does; answers its media_key. */
async function uploaded(name: string): Promise<string> {
  const res = await srv.fetch!(`${srv.baseUrl}/upload/1.1/media/upload.json`, {
    method: "POST",
    headers: { cookie: session.cookie, "x-csrf-token": session.csrf },
    body: multipart(fixture(name), {}, name),
  });
  const body = await res.json();
  assert.equal(res.status, 200, JSON.stringify(body));
  return body.media_key;
}

describe("uploaded pictures and banners", () => {
  test("an uploaded picture becomes the profile's served media URL and the event's after", async () => {
    const was = (await profile()).profile_image_url || null;
    const key = await uploaded("square-600.png");
    const mark = await outboxMark();
    const r = await call("PUT", { profile_image_media_key: key });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const url = r.body.data.profile_image_url;
    assert.match(url, /^https?:\/\/.+\/media\/\d+-[^/]+\.png$/);
    const served = await srv.fetch!(url.replace(/^https?:\/\/[^/]+/, srv.baseUrl));
    assert.equal(served.status, 200);
    assert.equal(served.headers.get("content-type"), "image/png");
    const [e, ...rest] = await eventsSince(mark);
    assert.equal(rest.length, 0);
    assert.equal(e.kind, "profile.update.picture");
    assert.equal(e.payload.before, was);
    assert.equal(e.payload.after, url);
    await assertShape(e);
  });

  test("an uploaded banner of at least 600×200 is saved with profile.update.banner", async () => {
    const r = await call("PUT", { profile_banner_media_key: await uploaded("image-800x320.png") });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.match(r.body.data.profile_banner_url, /\/media\/.+\.png$/);
  });

  const REFUSED: [string, () => Promise<Record<string, unknown>>, string, RegExp][] = [
    [
      "a picture under 100×100",
      async () => ({ bio: "new", profile_image_media_key: await uploaded("still.gif") }),
      "profile_image_media_key",
      /at least 100×100 pixels; this image is 64×64/,
    ],
    [
      "a banner under 600×200",
      async () => ({ profile_banner_media_key: await uploaded("photo-400x300.jpg") }),
      "profile_banner_media_key",
      /at least 600×200/,
    ],
    [
      "a media_key that is not an upload of the user's",
      async () => ({ profile_image_media_key: "3_1234567890" }),
      "profile_image_media_key",
      /upload the image again/,
    ],
    [
      "an empty media_key",
      async () => ({ profile_banner_media_key: "" }),
      "profile_banner_media_key",
      /media_key/,
    ],
  ];
  for (const [what, body, parameter, message] of REFUSED)
    test(`${what} is refused and changes nothing`, async () => {
      const sent = await body();
      const was = await profile();
      const mark = await outboxMark();
      const r = await call("PUT", sent);
      assert.equal(r.status, 400, JSON.stringify(r.body));
      assert.equal(r.body.errors[0].parameter, parameter);
      assert.match(r.body.errors[0].message, message);
      assert.deepEqual(await profile(), was);
      assert.deepEqual(await eventsSince(mark), []);
    });

  test("a file that is not an image never becomes a media_key", async () => {
    const res = await srv.fetch!(`${srv.baseUrl}/upload/1.1/media/upload.json`, {
      method: "POST",
      headers: { cookie: session.cookie, "x-csrf-token": session.csrf },
      body: multipart(fixture("lies.png"), {}, "lies.png"),
    });
    assert.equal(res.status, 400);
  });
});
