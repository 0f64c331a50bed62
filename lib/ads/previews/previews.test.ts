import { test } from "node:test";
import assert from "node:assert/strict";
import { renderCard, renderPostPage, type PreviewCard } from "./index";

const media = {
  "3_a": { type: "IMAGE", url: "https://m.example/3_a", width: 800, height: 419 },
  "7_v": { type: "VIDEO", url: "https://m.example/7_v", width: 640, height: 360 },
  "3_b": { type: "IMAGE", url: "https://m.example/3_b", width: 800, height: 419 },
};
const details = (title: string, url = "https://www.shop.example/spring") => ({
  type: "DETAILS",
  title,
  destination: { type: "WEBSITE", url },
});
const at = (html: string, s: string) => {
  const i = html.indexOf(s);
  assert.ok(i >= 0, `${s} not in ${html}`);
  return i;
};

test("a website card: the media, then the description with the domain and the title", () => {
  const html = renderCard(
    {
      card_type: "IMAGE_WEBSITE",
      components: [{ type: "MEDIA", media_key: "3_a" }, details("Spring sale")],
    },
    media,
  );
  assert.ok(at(html, 'src="https://m.example/3_a"') < at(html, "Spring sale"));
  assert.ok(at(html, "shop.example") < at(html, "Spring sale"));
  assert.match(html, /href="https:\/\/www\.shop\.example\/spring"/);
  assert.match(html, /class="card card-image-website"/);
});

test("components render in their stored order; an app card shows the store and the label", () => {
  const html = renderCard(
    {
      card_type: "VIDEO_APP",
      components: [
        { type: "MEDIA", media_key: "7_v" },
        {
          type: "BUTTON",
          label: { type: "ENUM", value: "INSTALL" },
          destination: { type: "APP", country_code: "US", ios_app_store_identifier: "1" },
        },
      ],
    },
    media,
  );
  assert.ok(at(html, "<video") < at(html, "App Store"));
  assert.ok(at(html, "App Store") < at(html, ">Install<"));
  assert.doesNotMatch(html, /autoplay/);
});

test("a carousel is a horizontal strip, its slides in order; multi-destination slides are whole cards", () => {
  const strip = renderCard(
    {
      card_type: "MIXED_MEDIA_SINGLE_DEST_CAROUSEL_WEBSITE",
      components: [{ type: "SWIPEABLE_MEDIA", media_keys: ["7_v", "3_a", "3_b"] }, details("All")],
    },
    media,
  );
  assert.ok(at(strip, "card-strip") < at(strip, "7_v"));
  assert.ok(at(strip, "7_v") < at(strip, "3_a") && at(strip, "3_a") < at(strip, "3_b"));
  assert.ok(at(strip, "3_b") < at(strip, ">All<"));
  const slides = renderCard(
    {
      card_type: "IMAGE_MULTI_DEST_CAROUSEL_WEBSITE",
      slides: [
        [{ type: "MEDIA", media_key: "3_b" }, details("Second first", "https://two.example")],
        [{ type: "MEDIA", media_key: "3_a" }, details("Then this", "https://one.example")],
      ],
    },
    media,
  );
  assert.equal(slides.match(/class="strip-item slide"/g)?.length, 2);
  assert.ok(at(slides, "3_b") < at(slides, "Second first"));
  assert.ok(at(slides, "Second first") < at(slides, "3_a"));
});

test("a component card's own media_metadata serves when no media map is given", () => {
  const html = renderCard({
    card_type: "IMAGE_WEBSITE",
    components: [
      {
        type: "MEDIA",
        media_key: "3_z",
        media_metadata: {
          "3_z": { type: "IMAGE", url: "https://m.example/3_z", width: 1, height: 1 },
        },
      },
      details("x"),
    ],
  });
  assert.match(html, /src="https:\/\/m\.example\/3_z"/);
});

test("a conversation card: media, title, hashtag buttons in order, thank-you text", () => {
  const card: PreviewCard = {
    card_type: "IMAGE_CONVERSATION",
    media_url: "https://m.example/3_a",
    title: "Which one?",
    first_cta: "#Red",
    second_cta: "#Blue",
    third_cta: null,
    thank_you_text: "Thanks <3",
    thank_you_url: "https://thanks.example/x",
  };
  const html = renderCard(card);
  assert.ok(at(html, "3_a") < at(html, "Which one?"));
  assert.ok(at(html, ">#Red<") < at(html, ">#Blue<"));
  assert.ok(at(html, ">#Blue<") < at(html, "Thanks &lt;3"));
  assert.match(html, /href="https:\/\/thanks\.example\/x"/);
});

test("user text is escaped everywhere; URLs other than http(s) become #", () => {
  const evil = `<script>alert("x")</script>`;
  const html = renderCard({
    card_type: "IMAGE_WEBSITE",
    components: [{ type: "MEDIA", media_key: "3_a" }, details(evil, "javascript:alert(1)")],
  });
  assert.doesNotMatch(html, /<script>/);
  assert.match(html, /&lt;script&gt;alert\(&quot;x&quot;\)&lt;\/script&gt;/);
  assert.match(html, /href="#"/);
  const convo = renderCard({
    card_type: "VIDEO_CONVERSATION",
    media_url: 'x" onerror="y',
    first_cta: evil,
    thank_you_text: evil,
  });
  assert.doesNotMatch(convo, /<script>|onerror="y/);
});

test("renderPostPage: a complete page without scripts: author, text, media, card, nullcast badge", () => {
  const page = renderPostPage({
    author: { name: "Ann <b>", screen_name: "ann", avatar_url: "javascript:x" },
    text: "Hello & <i>welcome</i>",
    media: [media["3_a"], media["3_b"]],
    card: {
      card_type: "IMAGE_WEBSITE",
      components: [{ type: "MEDIA", media_key: "3_a" }, details("Card title")],
    },
    cardMedia: media,
    nullcast: true,
  });
  assert.match(page, /^<!doctype html><html lang="en"><head><meta charset="utf-8">/);
  assert.match(page, /<\/body><\/html>$/);
  assert.match(page, /<style>[^<]*\.post\{/);
  assert.doesNotMatch(page, /<script|javascript:|<b>|<i>/);
  assert.match(page, /Content-Security-Policy" content="default-src 'none'/);
  assert.ok(at(page, "Ann &lt;b&gt;") < at(page, ">@ann<"));
  assert.ok(at(page, "Hello &amp; &lt;i&gt;welcome") < at(page, 'class="post-media n2"'));
  assert.ok(at(page, 'class="post-media n2"') < at(page, "Card title"));
  assert.match(page, /Promoted only/);
  assert.doesNotMatch(
    renderPostPage({
      author: { name: "A", screen_name: "a" },
      text: "t",
      media: [],
      nullcast: false,
    }),
    /Promoted only|class="card/,
  );
});
