import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import {
  ADS_ERROR_CATALOGUE,
  ADS_ERROR_CODES,
  isAdsErrorCode,
  statusOf,
} from "../http/ads-error-catalogue";
import { AdsError } from "../ads-kernel/errors";
import { RESOURCES } from "./resources";
import { openApiDocument } from "./openapi";

/** The codes FACTS.md names with their statuses (sections "envelope and errors", "more error codes"). */
const FACTS: Record<number, string[]> = {
  400: [
    "INVALID_PARAMETER",
    "MISSING_PARAMETER",
    "EXCLUSIVE_PARAMETERS",
    "INCOMPATIBLE_LINE_ITEM",
    "DUPLICATE_POST",
    "FEATURE_NOT_AVAILABLE",
    "INCLUSIVE_PARAMETERS",
    "INVALID_IMAGE",
    "INVALID_MEDIA",
    "INVALID_MEDIA_ID",
    "INVALID_TARGETING_TYPE",
    "INVALID_TIME_WINDOW",
    "INVALID_POST",
    "INVALID_USER_ID",
    "SPEND_EXCEEDS_BUDGET",
    "TOO_MANY_CAMPAIGNS",
    "TOO_MANY_LINE_ITEMS",
    "POST_CANNOT_BE_BLANK",
    "UNKNOWN_CARD_TYPE",
    "UNKNOWN_CRITERIA_TYPE",
    "SCHEDULED_POST_LIMIT_EXCEEDED",
  ],
  401: ["UNAUTHORIZED_ACCESS"],
  403: [
    "ACCOUNT_NOT_FOUND",
    "ACTION_NOT_ALLOWED",
    "FUNDING_INSTRUMENT_ACCESS_NOT_ALLOWED",
    "UNAUTHORIZED_CLIENT_APPLICATION",
    "USER_NOT_FOUND",
  ],
  404: [
    "NOT_FOUND",
    "CAMPAIGN_NOT_FOUND",
    "ROUTE_NOT_FOUND",
    "ACCOUNT_MEDIA_NOT_FOUND",
    "CARD_NOT_FOUND",
    "LINE_ITEM_NOT_FOUND",
    "MEDIA_NOT_FOUND",
    "MEDIA_CREATIVE_NOT_FOUND",
    "PROMOTED_ACCOUNT_NOT_FOUND",
    "PROMOTED_POST_NOT_FOUND",
    "TARGETING_CRITERION_NOT_FOUND",
    "POST_NOT_FOUND",
  ],
  405: ["METHOD_NOT_ALLOWED"],
  423: ["LOCK_ACQUISITION_TIMEOUT"],
  429: ["TOO_MANY_REQUESTS"],
  500: ["INTERNAL_ERROR"],
  503: ["SERVICE_UNAVAILABLE"],
};

test("every code FACTS names is in the catalogue with FACTS's status", () => {
  for (const [status, codes] of Object.entries(FACTS))
    for (const code of codes) {
      assert.ok(isAdsErrorCode(code), `${code} is catalogued`);
      assert.equal(statusOf(code), Number(status), code);
    }
});

// FACTS.md lives in ../shared beside the checkout (with the specification); skipped where it is not.
const factsFile = path.resolve("..", "shared", "FACTS.md");

test("FACTS.md's error sections name no code the catalogue lacks", (t) => {
  if (!fs.existsSync(factsFile)) return t.skip(`${factsFile} is not here`);
  const facts = fs.readFileSync(factsFile, "utf8");
  const sections = facts
    .split(/^## /m)
    .filter((s) => /^Advertising interface: (envelope and errors|more error codes)/.test(s));
  assert.equal(sections.length, 2);
  const named = new Set(sections.join("\n").match(/\b[A-Z]+(?:_[A-Z]+)+\b/g) ?? []);
  const notCodes = new Set(["UPPER_SNAKE"]);
  const missing = [...named].filter((c) => !notCodes.has(c) && !isAdsErrorCode(c));
  assert.deepEqual(missing, []);
});

test("every code has an HTTP error status; the codes are UPPER_SNAKE", () => {
  assert.ok(ADS_ERROR_CODES.length >= 50);
  for (const code of ADS_ERROR_CODES) {
    assert.match(code, /^[A-Z]+(_[A-Z]+)*$/);
    const status = ADS_ERROR_CATALOGUE[code];
    assert.ok(Number.isInteger(status) && status >= 400 && status <= 599, `${code}: ${status}`);
  }
});

test("AdsError takes its status from the catalogue", () => {
  assert.equal(AdsError.of("TOO_MANY_CAMPAIGNS", "x").status, 400);
  assert.equal(AdsError.of("ACCOUNT_NOT_FOUND", "x").status, 403);
  assert.equal(AdsError.notFound("campaign", "1", "CAMPAIGN_NOT_FOUND").status, 404);
  assert.equal(AdsError.of("LOCK_ACQUISITION_TIMEOUT", "x").status, 423);
  assert.equal(AdsError.notFound("thing", "1", "NO_SUCH_CODE").items[0].code, "NOT_FOUND");
});

test("every declared resource's not-found code is catalogued (404)", () => {
  for (const d of RESOURCES) {
    const code = d.notFoundCode ?? "NOT_FOUND";
    assert.ok(isAdsErrorCode(code) && statusOf(code) === 404, `${d.name}: ${code}`);
  }
});

test("the OpenAPI document's error envelope lists the catalogue's codes", () => {
  const doc = openApiDocument() as {
    components: { schemas: { AdsErrorItem: { properties: { code: { enum: string[] } } } } };
  };
  assert.deepEqual(doc.components.schemas.AdsErrorItem.properties.code.enum, ADS_ERROR_CODES);
});
