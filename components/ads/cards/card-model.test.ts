import assert from "node:assert/strict";
import { test } from "node:test";
import { checkDraft, fieldMessage, mapCardErrors, shownKeys } from "./card-check";
import { cardPreviewHtml, deriveType, kindsOf, mediaMap, type LibraryItem } from "./card-derive";
import {
  MEDIA_ORDER,
  mediaFirst,
  newComponent,
  newDraft,
  newSlide,
  toBody,
  toComponent,
} from "./card-draft";
import type { CardDraft } from "./card-draft";
import { draftFromRecord } from "./card-record-draft";

const library: LibraryItem[] = [
  {
    media_key: "3_1",
    media_type: "IMAGE",
    media_url: "https://u.test/media/a",
    width: 800,
    height: 419,
  },
  {
    media_key: "3_2",
    media_type: "IMAGE",
    media_url: "https://u.test/media/b",
    width: 600,
    height: 600,
  },
  {
    media_key: "13_3",
    media_type: "VIDEO",
    media_url: "https://u.test/media/v",
    width: 1280,
    height: 720,
  },
];
const kinds = kindsOf(library);

function carousel(keys: string[], desc: "DETAILS" | "BUTTON" = "DETAILS"): CardDraft {
  const d = newDraft();
  const c = newComponent(desc);
  if (c.type === "DETAILS") Object.assign(c, { title: "Spring", url: "https://example.com/s" });
  if (c.type === "BUTTON") Object.assign(c.app, { ios_app_store_identifier: "333903271" });
  return {
    ...d,
    name: "C",
    components: [{ id: "m", type: "SWIPEABLE_MEDIA", media_keys: keys }, c],
  };
}

test("the body is the interface's JSON: components with destinations, app fields only when given", () => {
  assert.deepEqual(toBody(carousel(["3_1", "3_2"], "BUTTON")), {
    name: "C",
    components: [
      { type: "SWIPEABLE_MEDIA", media_keys: ["3_1", "3_2"] },
      {
        type: "BUTTON",
        label: { type: "ENUM", value: "INSTALL" },
        destination: { type: "APP", country_code: "US", ios_app_store_identifier: "333903271" },
      },
    ],
  });
});

test("the card type is the interface's own derivation, and follows media and description", () => {
  assert.deepEqual(deriveType(carousel(["3_1", "3_2"]), kinds), {
    state: "type",
    type: "IMAGE_CAROUSEL_WEBSITE",
  });
  assert.deepEqual(deriveType(carousel(["3_1", "13_3"], "BUTTON"), kinds), {
    state: "type",
    type: "MIXED_MEDIA_SINGLE_DEST_CAROUSEL_APP",
  });
  assert.equal(deriveType(newDraft(), kinds).state, "waiting");
  const three = carousel(["3_1", "3_2"]);
  three.components.push(newComponent("BUTTON"));
  const none = deriveType(three, kinds);
  assert.equal(none.state, "none");
  assert.match(none.state === "none" ? none.message : "", /is not a card type/);
  const slides: CardDraft = {
    ...newDraft(),
    mode: "slides",
    slides: [
      { ...newSlide(), media_key: "3_1" },
      { ...newSlide(), media_key: "3_2" },
    ],
  };
  assert.deepEqual(deriveType(slides, kinds), {
    state: "type",
    type: "IMAGE_MULTI_DEST_CAROUSEL_WEBSITE",
  });
});

test("the API's checks land on the fields by parameter path, in the form's words", () => {
  const d = newDraft();
  const r = checkDraft(d);
  assert.equal(r.fields.name, "Name is required.");
  assert.equal(r.fields["components[0].media_key"], "Choose an image or video.");
  assert.equal(r.fields["components[1].title"], "Title is required.");
  assert.equal(r.fields["components[1].destination.url"], "Website URL is required.");
  const short = checkDraft(carousel(["3_1"]));
  assert.equal(short.fields["components[0].media_keys"], "Choose 2 to 6 images or videos.");
  const late = { ...carousel(["3_1", "3_2"]) };
  late.components.reverse();
  assert.equal(checkDraft(late).fields["components[1]"], MEDIA_ORDER);
  assert.deepEqual(checkDraft(carousel(["3_1", "3_2"])), { fields: {}, general: [] });
});

test("server errors: a known path goes to its field, Android's alias to its one field, others to the alert", () => {
  const keys = shownKeys(carousel(["3_1"], "BUTTON"));
  const m = mapCardErrors(
    [
      {
        parameter: "components[0].media_keys[1]",
        message:
          "components[0].media_keys[1]: media_key 3_9 is not in this account's media library",
      },
      { parameter: "components[1].destination.androidstore_app_id", message: "x" },
      { parameter: "slides", message: "elsewhere" },
    ],
    keys,
  );
  assert.deepEqual(Object.keys(m.fields), [
    "components[0].media_keys",
    "components[1].destination.googleplay_app_id",
  ]);
  assert.deepEqual(m.general, ["Elsewhere"]);
  assert.equal(
    fieldMessage("components[1].title", "components[1].title is required"),
    "Title is required.",
  );
});

test("the preview is the preview renderer's page with the library's media in the draft's order", () => {
  const d = carousel(["3_2", "3_1"]);
  const html = cardPreviewHtml(d, deriveType(d, kinds), mediaMap(library), {
    name: "Demo",
    screen_name: "demo",
  });
  assert.ok(html.startsWith("<!doctype html>"));
  assert.ok(html.indexOf("media/b") < html.indexOf("media/a"));
  assert.match(html, /card-image-carousel-website/);
});

test("a saved card comes back as the same body", () => {
  const d = carousel(["3_1", "13_3"], "BUTTON");
  const body = toBody(d);
  const components = d.components.map(toComponent);
  const at = "2026-01-01T00:00:00.000Z";
  const base = { id: "1", account_id: "a", created_at: at, updated_at: at, deleted: false };
  const record = { ...base, name: "C", card_type: "X", card_uri: "card://1", components };
  assert.deepEqual(toBody(draftFromRecord(record)), body);
});

test("media stay first after a reorder, and the order rule is said without type names", () => {
  const [media, details, button] = (["MEDIA", "DETAILS", "BUTTON"] as const).map(newComponent);
  assert.deepEqual(
    mediaFirst([details, media, button]).map((c) => c.type),
    ["MEDIA", "DETAILS", "BUTTON"],
  );
  const said = mapCardErrors(
    [
      {
        parameter: "components[1]",
        message:
          "components[1]: media components (MEDIA, SWIPEABLE_MEDIA) come first, before DETAILS and BUTTON",
      },
    ],
    new Set(["components[1]"]),
  );
  assert.equal(said.fields["components[1]"], MEDIA_ORDER);
  assert.doesNotMatch(said.fields["components[1]"] ?? "", /MEDIA|DETAILS|BUTTON/);
});
