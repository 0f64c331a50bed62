import { test } from "node:test";
import assert from "node:assert/strict";
import {
  authorizationHeader,
  baseStringUri,
  normalizeParameters,
  parseAuthorizationHeader,
  parseFormPairs,
  percentEncode,
  sign,
  signatureBaseString,
  signingKey,
  type Param,
} from "../../http/oauth1-signature";

test("RFC 5849 3.4.1.1: base string of the example request (header, query and form body, repeated names)", () => {
  const header = parseAuthorizationHeader(
    'OAuth realm="Example", oauth_consumer_key="9djdj82h48djs9d2", oauth_token="kkk9d7dh3k39sjv7", ' +
      'oauth_signature_method="HMAC-SHA1", oauth_timestamp="137131201", oauth_nonce="7d8f3e4a", ' +
      'oauth_signature="bYT5CMsGcbgUdFHObYMEfcx6bsw%3D"',
  );
  assert.ok(header);
  assert.ok(!header.some(([n]) => n === "realm"), "realm is not a signed parameter");
  const url = "http://example.com/request?b5=%3D%253D&a3=a&c%40=&a2=r%20b";
  const params: Param[] = [
    ...header,
    ...parseFormPairs(new URL(url).search.slice(1)),
    ...parseFormPairs("c2&a3=2+q"),
  ];
  assert.equal(
    signatureBaseString("POST", url, params),
    "POST&http%3A%2F%2Fexample.com%2Frequest&a2%3Dr%2520b%26a3%3D2%2520q%26a3%3Da%26b5%3D%253D%25253D%26c%2540%3D%26c2%3D%26" +
      "oauth_consumer_key%3D9djdj82h48djs9d2%26oauth_nonce%3D7d8f3e4a%26oauth_signature_method%3DHMAC-SHA1%26" +
      "oauth_timestamp%3D137131201%26oauth_token%3Dkkk9d7dh3k39sjv7",
  );
});

test("RFC 5849 1.2: HMAC-SHA1 signature of the photos example", () => {
  const params: Param[] = [
    ["file", "vacation.jpg"],
    ["size", "original"],
    ["oauth_consumer_key", "dpf43f3p2l4k3l03"],
    ["oauth_token", "nnch734d00sl2jdk"],
    ["oauth_signature_method", "HMAC-SHA1"],
    ["oauth_timestamp", "137131202"],
    ["oauth_nonce", "chapoH"],
  ];
  const base = signatureBaseString("GET", "http://photos.example.net/photos", params);
  assert.equal(
    sign("HMAC-SHA1", base, signingKey("kd94hf93k423kf44", "pfkkdhi9sl3r4s00")),
    "MdpQcU8iPSUjWoN/UDMsK2sui9I=",
  );
});

test("well-known vector: status with spaces, '+', '!' and ',' in a form body", () => {
  const params: Param[] = [
    ["include_entities", "true"],
    ["status", "Hello Ladies + Gentlemen, a signed OAuth request!"],
    ["oauth_consumer_key", "xvz1evFS4wEEPTGEFPHBog"],
    ["oauth_nonce", "kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg"],
    ["oauth_signature_method", "HMAC-SHA1"],
    ["oauth_timestamp", "1318622958"],
    ["oauth_token", "370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb"],
    ["oauth_version", "1.0"],
  ];
  const base = signatureBaseString(
    "post",
    "HTTPS://API.Example.com:443/1.1/statuses/update.json?ignored=1",
    params,
  );
  assert.ok(base.startsWith("POST&https%3A%2F%2Fapi.example.com%2F1.1%2Fstatuses%2Fupdate.json&"));
  const twitterBase = signatureBaseString(
    "POST",
    "https://api.twitter.com/1.1/statuses/update.json",
    params,
  );
  const key = signingKey(
    "kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw",
    "LswwdoUaIvS8ltyTt5jkRh4J50vUPVVHtR2YPi5kE",
  );
  assert.equal(sign("HMAC-SHA1", twitterBase, key), "hCtSmYh+iHYCEqBWrE7C7hYmtUk=");
});

test("percent-encoding: unreserved kept, reserved and UTF-8 encoded with uppercase hex", () => {
  assert.equal(percentEncode("abcABC123-._~"), "abcABC123-._~");
  assert.equal(percentEncode("!*'()"), "%21%2A%27%28%29");
  assert.equal(percentEncode(" +/=&%"), "%20%2B%2F%3D%26%25");
  assert.equal(percentEncode("é☃😀"), "%C3%A9%E2%98%83%F0%9F%98%80");
});

test("base string URI: lowercase scheme and host, default ports dropped, other ports kept, path case kept", () => {
  assert.equal(baseStringUri("HTTP://EXAMPLE.COM:80/r%20v/X?id=123"), "http://example.com/r%20v/X");
  assert.equal(baseStringUri("https://www.example.net:8080/?q=1"), "https://www.example.net:8080/");
  assert.equal(baseStringUri("https://example.net:443"), "https://example.net/");
});

test("normalization sorts by encoded name, then value; empty values and duplicates kept", () => {
  const out = normalizeParameters([
    ["b", "2"],
    ["a", "z"],
    ["a", "1"],
    ["a", ""],
    ["A", "x"],
    ["oauth_signature", "dropped"],
  ]);
  assert.equal(out, "A=x&a=&a=1&a=z&b=2");
});

test("HMAC-SHA256 uses the same key and base string (value checked with openssl dgst -sha256 -hmac)", () => {
  const key = signingKey("secret", "");
  assert.equal(sign("HMAC-SHA256", "base", key), "26pQ9X/BrUEfYRxqauj0v5mCrSqoA6L/V3Ycvlmm0gM=");
});

test("authorization header parsing: malformed headers are rejected, escapes decoded", () => {
  assert.equal(parseAuthorizationHeader("Basic abc"), null);
  assert.equal(parseAuthorizationHeader('OAuth oauth_nonce="a%ZZ"'), null);
  assert.equal(parseAuthorizationHeader('OAuth oauth_nonce="abc" garbage'), null);
  const header = authorizationHeader([
    ["oauth_callback", "https://a.example/cb?x=1&y=2"],
    ["oauth_nonce", "n o"],
  ]);
  assert.deepEqual(parseAuthorizationHeader(header), [
    ["oauth_callback", "https://a.example/cb?x=1&y=2"],
    ["oauth_nonce", "n o"],
  ]);
});
