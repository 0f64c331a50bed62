import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import type { TestServer } from "../support/server";
import { inProcessServer } from "../support/in-process";
import { routeFetch } from "../support/in-process-tokens";
import { Browser } from "../support/http";
import { approve, requestToken } from "../support/flows";
import { signIn } from "../support/oauth2";
import { useTestClock, windowStart } from "../support/clock";

/**
 * Sign-in throttling per account (README "Sign-in throttling"): ten failures in five minutes lock the
 * account briefly for browsers that never signed in to it; the address and other accounts stay usable.
 * In process, on a database of its own: locking the demo accounts would disturb suites sharing one.
 * The product's clock is the test's, so each lock starts with a five-minute window.
 */
let srv: TestServer;
const CALLBACK = "https://demo-app.example/callback";
const WINDOW_SECONDS = 300;
const clock = useTestClock();
const user = (name: string) => srv.credentials.users.find((u) => u.screen_name === name)!;
const wrong = (name: string) => ({ screen_name: name, password: "not-the-password" });

/** Counting is in fixed five-minute windows: the ten failures fall in a new one. */
async function failTenTimes(name: string) {
  clock.set(windowStart(clock.nowMs(), WINDOW_SECONDS) + WINDOW_SECONDS * 1000);
  for (let i = 0; i < 10; i++) {
    const res = await signIn(new Browser(srv.baseUrl), wrong(name));
    assert.equal(res.status, 401, `attempt ${i + 1} is checked normally`);
  }
}

function assertLocked(res: Response, html: string) {
  assert.equal(res.status, 429);
  const retry = Number(res.headers.get("retry-after"));
  assert.ok(retry >= 1 && retry <= WINDOW_SECONDS, `retry-after ${retry} is at most five minutes`);
  assert.match(html, /Too many failed sign-ins/);
  assert.ok(!res.headers.getSetCookie().some((c) => c.startsWith("svc_session=")));
}

before(async () => {
  srv = await inProcessServer();
  routeFetch(srv);
});
after(async () => {
  // The app may serve the files after this one (scripts/in-process-group.ts): the locks made in the
  // windows the clock was moved to are taken off, or those files' sign-ins would meet them.
  const { db } = await import("../../lib/db/client");
  const { rateLimitCounters } = await import("../../lib/db/schema");
  const { like } = await import("drizzle-orm");
  await db().delete(rateLimitCounters).where(like(rateLimitCounters.key, "signin:%"));
  await srv?.stop();
});

test("ten failed sign-ins lock the account for minutes, not the address or other accounts", async () => {
  await failTenTimes("outsider");
  const locked = await signIn(new Browser(srv.baseUrl), user("outsider"));
  assertLocked(locked, await locked.text());
  // Same address, another account: not locked out by the guesser.
  const other = await signIn(new Browser(srv.baseUrl), user("analyst"));
  assert.equal(other.status, 303);
  // For minutes: once the time retry-after names has passed, the account takes sign-ins again.
  clock.advance(Number(locked.headers.get("retry-after")) * 1000);
  const later = await signIn(new Browser(srv.baseUrl), user("outsider"));
  assert.equal(later.status, 303);
});

test("a browser that signed in to the account before stays trusted while it is locked", async () => {
  const trusted = new Browser(srv.baseUrl);
  const first = await signIn(trusted, user("demo"));
  assert.equal(first.status, 303);
  const cookie = first.headers.getSetCookie().find((c) => c.startsWith("svc_trusted="));
  assert.ok(cookie, "a successful sign-in marks the browser as trusted for the account");
  assert.match(cookie, /Max-Age=2592000/i);
  assert.match(cookie, /HttpOnly/i);

  await failTenTimes("demo");
  const stranger = await signIn(new Browser(srv.baseUrl), user("demo"));
  assertLocked(stranger, await stranger.text());
  const again = await signIn(trusted, user("demo"));
  assert.equal(again.status, 303, "the trusted browser signs in despite the lock");

  const value = cookie.split(";")[0].slice("svc_trusted=".length);
  const tampered = value.slice(0, -2) + (value.endsWith("AA") ? "BB" : "AA");
  const res = await fetch(`${srv.baseUrl}/login`, {
    headers: { cookie: `svc_trusted=${tampered}` },
  });
  const csrfCookie = res.headers.getSetCookie().find((c) => c.startsWith("svc_csrf="))!;
  const csrf = (await res.text()).match(/name="csrf_token" value="([^"]+)"/)![1];
  const post = await fetch(`${srv.baseUrl}/login`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie: `svc_trusted=${tampered}; ${csrfCookie.split(";")[0]}`,
    },
    body: new URLSearchParams({ csrf_token: csrf, ...user("demo") }).toString(),
  });
  assertLocked(post, await post.text());
});

test("the OAuth 1.0a approval page's sign-in obeys the same lock", async () => {
  await failTenTimes("analyst");
  const consumer = { key: srv.credentials.consumer_key, secret: srv.credentials.consumer_secret };
  const rt = await requestToken(srv.baseUrl, consumer, CALLBACK);
  assert.equal(rt.status, 200, rt.text);
  const res = await approve(new Browser(srv.baseUrl), rt.form.oauth_token, user("analyst"));
  assertLocked(res, await res.text());
});
