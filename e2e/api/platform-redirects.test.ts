import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { sharedServer, type TestServer } from "../support/server";
import { Browser } from "../support/http";
import { signIn } from "../support/oauth2";

/**
 * /login?next=… never sends the browser to another site, whatever disguise the path wears:
 * dot segments that resolve to "//host", encoded dots and slashes, backslashes.
 */
let srv: TestServer;
before(async () => {
  srv = await sharedServer();
});
after(() => srv?.stop());

const outsider = () => srv.credentials.users.find((u) => u.screen_name === "outsider")!;

const CASES: [string, string][] = [
  ["/.//evil.example", "/evil.example"],
  ["/..//evil.example", "/evil.example"],
  ["/%2e//evil.example", "/evil.example"],
  ["/%2e%2e//evil.example/x?y=1", "/evil.example/x?y=1"],
  ["/a/../..//evil.example", "/evil.example"],
  ["/.///evil.example", "/evil.example"],
  ["/\\evil.example", "/console"],
  ["/.\\/evil.example", "/console"],
  ["\\\\evil.example", "/console"],
  ["/%2f/evil.example", "/console"],
  ["/%2F%2Fevil.example", "/console"],
  ["/%5c/evil.example", "/console"],
  ["/.//%2f/evil.example", "/console"],
  ["//evil.example", "/console"],
  ["https://evil.example/", "/console"],
  ["evil.example", "/console"],
];

for (const [next, expected] of CASES) {
  test(`next=${next} stays on this site`, async () => {
    const browser = new Browser(srv.baseUrl);
    const page = await browser.fetch(`/login?next=${encodeURIComponent(next)}`);
    assert.equal(page.status, 200);
    const res = await signIn(browser, outsider(), next);
    assert.equal(res.status, 303);
    const location = res.headers.get("location")!;
    assert.equal(location, expected);
    assert.equal(new URL(location, srv.baseUrl).origin, new URL(srv.baseUrl).origin);
  });
}

test("a same-site path with query and fragment is kept", async () => {
  const res = await signIn(new Browser(srv.baseUrl), outsider(), "/console/apps?x=1#k");
  assert.equal(res.headers.get("location"), "/console/apps?x=1#k");
});
