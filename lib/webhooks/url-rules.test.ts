import { test } from "node:test";
import assert from "node:assert/strict";
import { webhookUrlProblem } from "./url-rules";

const refused = (url: string, pattern: RegExp) => {
  const p = webhookUrlProblem(url, false);
  assert.ok(p, `${url} should be refused`);
  assert.match(p, pattern, url);
};

test("public https URLs without a port are accepted", () => {
  for (const url of [
    "https://hooks.example.com/svc",
    "https://hooks.example.com/svc?x=1",
    "https://93.184.216.34/hook",
    "https://[2606:2800:220:1:248:1893:25c8:1946]/hook",
  ])
    assert.equal(webhookUrlProblem(url, false), null, url);
});

test("length: 200 characters pass, 201 are refused", () => {
  const base = "https://hooks.example.com/";
  assert.equal(webhookUrlProblem(base + "a".repeat(200 - base.length), false), null);
  refused(base + "a".repeat(201 - base.length), /201 characters.*at most 200/);
});

test("scheme, port, credentials, fragment, not a URL", () => {
  refused("http://hooks.example.com/x", /uses http; it must use https/);
  refused("ftp://hooks.example.com/x", /must use https/);
  refused("https://hooks.example.com:8443/x", /port 8443/);
  refused("https://u:p@hooks.example.com/x", /user name or password/);
  refused("https://hooks.example.com/x#frag", /fragment/);
  refused("hooks.example.com/x", /not an absolute URL/);
});

test("internal addresses and names are refused", () => {
  refused("https://127.0.0.1/x", /loopback/);
  refused("https://10.1.2.3/x", /private/);
  refused("https://192.168.1.1/x", /private/);
  refused("https://169.254.169.254/latest", /link-local/);
  refused("https://[::1]/x", /loopback/);
  refused("https://[::ffff:127.0.0.1]/x", /loopback/);
  refused("https://[fd00::1]/x", /unique local/);
  refused("https://localhost/x", /not a public name/);
  refused("https://svc.localhost/x", /not a public name/);
  refused("https://intranet/x", /not a public name/);
});

test("IPv6 forms that embed an internal IPv4 address are refused like that IPv4 address", () => {
  for (const [url, range] of [
    ["https://[::127.0.0.1]/x", /loopback/], // IPv4-compatible (::/96)
    ["https://[::7f00:1]/x", /loopback/],
    ["https://[::a9fe:a9fe]/x", /link-local/],
    ["https://[::10.0.0.1]/x", /private/],
    ["https://[::ffff:a9fe:a9fe]/x", /link-local/], // IPv4-mapped
    ["https://[::ffff:0:127.0.0.1]/x", /loopback/], // IPv4-translated (RFC 6145)
    ["https://[64:ff9b::127.0.0.1]/x", /loopback/], // NAT64 (RFC 6052)
    ["https://[64:ff9b::a9fe:a9fe]/x", /link-local/],
    ["https://[2002:7f00:1::1]/x", /loopback/], // 6to4 (RFC 3056)
    ["https://[2002:a9fe:a9fe::1]/x", /link-local/],
    ["https://[2002:c0a8:101::1]/x", /private/],
  ] as const)
    refused(url, range);
});

test("relay and translation prefixes stay refused even around a public IPv4 address", () => {
  refused("https://[64:ff9b::8.8.8.8]/x", /publicly reachable/);
  refused("https://[2002:808:808::1]/x", /publicly reachable/);
  refused("https://[2001::1]/x", /publicly reachable/); // Teredo
});

test("WEBHOOK_ALLOW_INSECURE_URLS lifts scheme, port and address rules, not length or form", () => {
  assert.equal(webhookUrlProblem("http://127.0.0.1:8080/x", true), null);
  assert.equal(webhookUrlProblem("http://localhost:8080/x", true), null);
  assert.match(webhookUrlProblem("ftp://127.0.0.1/x", true) ?? "", /must use https/);
  assert.match(webhookUrlProblem("http://x.example/" + "a".repeat(200), true) ?? "", /at most 200/);
});
