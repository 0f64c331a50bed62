import { test } from "node:test";
import assert from "node:assert/strict";
import { AdsError } from "../../ads-kernel/errors";
import { cardTypeOfComponents, cardTypeOfSlides, CARD_TYPES, type MediaKind } from "./card-type";
import type { Component } from "./components";

const kinds: Record<string, MediaKind> = { i1: "IMAGE", i2: "IMAGE", v1: "VIDEO", v2: "VIDEO" };
const kindOf = (k: string) => kinds[k] ?? "IMAGE";
const media = (media_key: string): Component => ({ type: "MEDIA", media_key });
const swipe = (...media_keys: string[]): Component => ({ type: "SWIPEABLE_MEDIA", media_keys });
const details: Component = {
  type: "DETAILS",
  title: "T",
  destination: { type: "WEBSITE", url: "https://example.com" },
};
const button: Component = {
  type: "BUTTON",
  label: { type: "ENUM", value: "INSTALL" },
  destination: { type: "APP", country_code: "US", ios_app_store_identifier: "333903271" },
};

const cases: [string, () => string][] = [
  ["IMAGE_WEBSITE", () => cardTypeOfComponents([media("i1"), details], kindOf)],
  ["VIDEO_WEBSITE", () => cardTypeOfComponents([media("v1"), details], kindOf)],
  ["IMAGE_APP", () => cardTypeOfComponents([media("i1"), button], kindOf)],
  ["VIDEO_APP", () => cardTypeOfComponents([media("v1"), button], kindOf)],
  ["IMAGE_CAROUSEL_WEBSITE", () => cardTypeOfComponents([swipe("i1", "i2"), details], kindOf)],
  ["VIDEO_CAROUSEL_WEBSITE", () => cardTypeOfComponents([swipe("v1", "v2"), details], kindOf)],
  [
    "MIXED_MEDIA_SINGLE_DEST_CAROUSEL_WEBSITE",
    () => cardTypeOfComponents([swipe("i1", "v1"), details], kindOf),
  ],
  ["IMAGE_CAROUSEL_APP", () => cardTypeOfComponents([swipe("i1", "i2"), button], kindOf)],
  ["VIDEO_CAROUSEL_APP", () => cardTypeOfComponents([swipe("v1", "v2"), button], kindOf)],
  [
    "MIXED_MEDIA_SINGLE_DEST_CAROUSEL_APP",
    () => cardTypeOfComponents([swipe("v1", "i1"), button], kindOf),
  ],
  [
    "IMAGE_MULTI_DEST_CAROUSEL_WEBSITE",
    () =>
      cardTypeOfSlides(
        [
          [media("i1"), details],
          [media("i2"), details],
        ],
        kindOf,
      ),
  ],
  [
    "VIDEO_MULTI_DEST_CAROUSEL_WEBSITE",
    () =>
      cardTypeOfSlides(
        [
          [media("v1"), details],
          [media("v2"), details],
        ],
        kindOf,
      ),
  ],
  [
    "MIXED_MEDIA_MULTI_DEST_CAROUSEL_WEBSITE",
    () =>
      cardTypeOfSlides(
        [
          [media("i1"), details],
          [media("v2"), details],
        ],
        kindOf,
      ),
  ],
];

test("each of the 13 card types derives from its combination", () => {
  assert.deepEqual([...cases.map(([t]) => t)].sort(), [...CARD_TYPES].sort());
  for (const [type, derive] of cases) assert.equal(derive(), type);
});

function unknownType(fn: () => unknown, param: string) {
  assert.throws(fn, (e: unknown) => {
    assert.ok(e instanceof AdsError);
    assert.equal(e.items[0].code, "UNKNOWN_CARD_TYPE");
    assert.equal(e.items[0].parameter, param);
    assert.match(e.items[0].message, /The combinations that exist: MEDIA \+ DETAILS/);
    return true;
  });
}

test("shapes that are no card type are UNKNOWN_CARD_TYPE naming the combinations", () => {
  unknownType(() => cardTypeOfComponents([media("i1")], kindOf), "components");
  unknownType(() => cardTypeOfComponents([details], kindOf), "components");
  unknownType(() => cardTypeOfComponents([media("i1"), details, button], kindOf), "components");
  unknownType(() => cardTypeOfComponents([media("i1"), media("i2")], kindOf), "components");
  unknownType(() => cardTypeOfComponents([details, button], kindOf), "components");
  unknownType(
    () =>
      cardTypeOfSlides(
        [
          [media("i1"), details],
          [media("i2"), button],
        ],
        kindOf,
      ),
    "slides[1]",
  );
  unknownType(
    () =>
      cardTypeOfSlides(
        [
          [swipe("i1", "i2"), details],
          [media("i2"), details],
        ],
        kindOf,
      ),
    "slides[0]",
  );
});
