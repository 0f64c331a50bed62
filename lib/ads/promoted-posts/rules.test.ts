import { test } from "node:test";
import assert from "node:assert/strict";
import { placementsWithTimeline, refusesPosts, unsuitablePost } from "./rules";

const post = (p: Partial<{ text: string; media_keys: string[]; card_type: string | null }>) => ({
  text: "hello",
  media_keys: [],
  card_type: null,
  ...p,
});

test("MEDIA and PREROLL_VIEWS line items carry no promoted posts", () => {
  assert.ok(refusesPosts({ objective: "REACH", product_type: "MEDIA" }));
  assert.ok(refusesPosts({ objective: "PREROLL_VIEWS", product_type: "PROMOTED_POSTS" }));
  assert.equal(refusesPosts({ objective: "REACH", product_type: "PROMOTED_POSTS" }), undefined);
  assert.equal(
    refusesPosts({ objective: "FOLLOWERS", product_type: "PROMOTED_ACCOUNT" }),
    undefined,
  );
});

test("objectives: video, app card, website card or link; any post otherwise", () => {
  assert.ok(unsuitablePost("VIDEO_VIEWS", post({})));
  assert.equal(unsuitablePost("VIDEO_VIEWS", post({ media_keys: ["13_1"] })), undefined);
  assert.equal(unsuitablePost("VIDEO_VIEWS", post({ media_keys: ["7_1"] })), undefined);
  assert.equal(unsuitablePost("VIDEO_VIEWS", post({ card_type: "VIDEO_WEBSITE" })), undefined);
  assert.ok(unsuitablePost("VIDEO_VIEWS", post({ media_keys: ["3_1"] })));
  assert.ok(unsuitablePost("APP_INSTALLS", post({ card_type: "IMAGE_WEBSITE" })));
  assert.equal(unsuitablePost("APP_ENGAGEMENTS", post({ card_type: "IMAGE_APP" })), undefined);
  assert.ok(unsuitablePost("WEBSITE_CLICKS", post({})));
  assert.equal(
    unsuitablePost("WEBSITE_CLICKS", post({ text: "see https://a.example" })),
    undefined,
  );
  assert.equal(
    unsuitablePost("WEBSITE_CONVERSIONS", post({ card_type: "IMAGE_WEBSITE" })),
    undefined,
  );
  assert.equal(unsuitablePost("ENGAGEMENTS", post({})), undefined);
});

test("PROMOTED_ACCOUNT line items gain SVC_TIMELINE once; others unchanged", () => {
  const li = { objective: "FOLLOWERS", product_type: "PROMOTED_ACCOUNT" };
  assert.deepEqual(placementsWithTimeline({ ...li, placements: ["SVC_SEARCH"] }), [
    "SVC_TIMELINE",
    "SVC_SEARCH",
  ]);
  const all = ["ALL_ON_SVC"];
  assert.equal(placementsWithTimeline({ ...li, placements: all }), all);
  const search = ["SVC_SEARCH"];
  assert.equal(
    placementsWithTimeline({ ...li, product_type: "PROMOTED_POSTS", placements: search }),
    search,
  );
});
