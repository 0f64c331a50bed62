import { test } from "node:test";
import assert from "node:assert/strict";
import { checkComponents, checkSlides, formatPath, type Issues } from "./components-param";

const check = (v: unknown) => {
  const issues: Issues = [];
  const out = checkComponents(v, "components", issues);
  return { out, issues };
};
const image = { type: "MEDIA", media_key: "3_1" };
const details = {
  type: "DETAILS",
  title: "T",
  destination: { type: "WEBSITE", url: "https://a.b" },
};
const button = (destination: Record<string, unknown>, value = "INSTALL") => ({
  type: "BUTTON",
  label: { type: "ENUM", value },
  destination: { type: "APP", country_code: "US", ...destination },
});
const paths = (v: unknown) => check(v).issues.map((i) => i.path);

test("formatPath writes indexes in brackets", () => {
  assert.equal(
    formatPath("components", [1, "destination", "url"]),
    "components[1].destination.url",
  );
});

test("valid components pass unchanged in meaning", () => {
  assert.equal(check([image, details]).issues.length, 0);
  assert.equal(
    check([{ type: "SWIPEABLE_MEDIA", media_keys: ["3_1", "7_2"] }, details]).issues.length,
    0,
  );
  assert.equal(check([image, button({ ios_app_store_identifier: "1" })]).issues.length, 0);
  assert.equal(
    check([image, button({ googleplay_app_id: "com.a", androidstore_deep_link: "a://x" })]).issues
      .length,
    0,
  );
  assert.equal(
    check([
      image,
      button({
        androidstore_app_id: "com.a",
        ios_app_store_identifier: "1",
        ios_deep_link: "a://",
      }),
    ]).issues.length,
    0,
  );
});

test("SWIPEABLE_MEDIA takes 2 to 6 keys", () => {
  const swipe = (n: number) => [
    { type: "SWIPEABLE_MEDIA", media_keys: Array.from({ length: n }, (_, i) => `3_${i}`) },
    details,
  ];
  assert.deepEqual(paths(swipe(1)), ["components[0].media_keys"]);
  assert.deepEqual(paths(swipe(7)), ["components[0].media_keys"]);
  assert.equal(paths(swipe(6)).length, 0);
});

test("DETAILS needs a title and a WEBSITE destination with an http(s) url", () => {
  assert.deepEqual(paths([image, { ...details, title: undefined }]), ["components[1].title"]);
  assert.deepEqual(paths([image, { ...details, destination: { type: "APP", url: "https://a" } }]), [
    "components[1].destination.type",
  ]);
  assert.deepEqual(
    paths([image, { ...details, destination: { type: "WEBSITE", url: "ftp://a" } }]),
    ["components[1].destination.url"],
  );
  assert.match(
    check([image, { ...details, destination: { type: "WEBSITE" } }]).issues[0].message,
    /components\[1\]\.destination\.url is required/,
  );
});

test("BUTTON: label ENUM with a known value, APP destination rules", () => {
  assert.deepEqual(paths([image, button({ ios_app_store_identifier: "1" }, "BUY")]), [
    "components[1].label.value",
  ]);
  assert.deepEqual(paths([image, button({})]), ["components[1].destination.androidstore_app_id"]);
  assert.deepEqual(paths([image, button({ ios_app_store_identifier: "1", country_code: "usa" })]), [
    "components[1].destination.country_code",
  ]);
  assert.deepEqual(
    paths([image, button({ ios_app_store_identifier: "1", androidstore_deep_link: "a://" })]),
    ["components[1].destination.androidstore_deep_link"],
  );
  assert.deepEqual(
    paths([image, button({ androidstore_app_id: "com.a", ios_deep_link: "a://" })]),
    ["components[1].destination.ios_deep_link"],
  );
  assert.deepEqual(
    paths([image, button({ androidstore_app_id: "com.a", googleplay_app_id: "com.a" })]),
    ["components[1].destination.googleplay_app_id"],
  );
  const website = { type: "WEBSITE", url: "https://a" };
  const p = paths([image, { ...button({ ios_app_store_identifier: "1" }), destination: website }]);
  assert.equal(p[0], "components[1].destination.type");
});

test("unknown fields, unknown types, strings and non-arrays are refused", () => {
  assert.deepEqual(paths([{ ...image, extra: 1 }, details]), ["components[0]"]);
  assert.deepEqual(paths([{ type: "CAROUSEL" }, details]), ["components[0].type"]);
  assert.deepEqual(paths(JSON.stringify([image, details])), ["components"]);
  assert.match(check([JSON.stringify(image), details]).issues[0].message, /was sent as a string/);
  assert.deepEqual(paths({ type: "MEDIA" }), ["components"]);
  assert.deepEqual(paths([]), ["components"]);
});

test("media first", () => {
  assert.deepEqual(paths([details, image]), ["components[1]"]);
});

test("slides: 2 to 6 arrays of components, each checked with its own path", () => {
  const issues: Issues = [];
  checkSlides(
    [
      [image, details],
      [image, { ...details, title: "" }],
    ],
    "slides",
    issues,
  );
  assert.deepEqual(
    issues.map((i) => i.path),
    ["slides[1][1].title"],
  );
  const few: Issues = [];
  checkSlides([[image, details]], "slides", few);
  assert.deepEqual(
    few.map((i) => i.path),
    ["slides"],
  );
  const str: Issues = [];
  checkSlides("[[]]", "slides", str);
  assert.match(str[0].message, /string/);
});
