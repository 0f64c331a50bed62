import { test } from "node:test";
import assert from "node:assert/strict";
import { renderGuide } from "./markdown";
import { headingSlug, guideHref } from "./slug";

const source = `# A guide

What it is about.

## Webhooks (\`/2/webhooks\`)

Text with <script>alert(1)</script> and <b onclick="x()">bold</b>.

<div class="raw">block</div>

## Webhooks (\`/2/webhooks\`)

See [the estimate](./audiences.md#audience-estimate) and [elsewhere](https://example.com/).

| a | b |
| - | - |
| 1 | 2 |
`;

test("raw HTML in a guide is shown as text, never as markup", () => {
  const { html } = renderGuide(source);
  assert.doesNotMatch(html, /<script|<b |<div class="raw"/);
  assert.match(html, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
  assert.match(html, /&lt;div class=&quot;raw&quot;&gt;block&lt;\/div&gt;/);
});

test("the title and summary come apart; headings get GitHub's anchors, repeats numbered", () => {
  const r = renderGuide(source);
  assert.equal(r.title, "A guide");
  assert.equal(r.summary, "What it is about.");
  assert.doesNotMatch(r.html, /<h1|What it is about/);
  assert.deepEqual(
    r.headings.map((h) => h.id),
    ["a-guide", "webhooks-2webhooks", "webhooks-2webhooks-1"],
  );
  assert.match(r.html, /<h2 id="webhooks-2webhooks-1">/);
});

test("links between guides become their pages here; other links stay as written", () => {
  const r = renderGuide(source);
  assert.deepEqual(r.links, ["/docs/audiences#audience-estimate", "https://example.com/"]);
  assert.match(r.html, /href="\/docs\/audiences#audience-estimate"/);
  assert.equal(guideHref("credentials.md"), "/docs/credentials");
  assert.equal(guideHref("../README.md"), "../README.md");
});

test("tables render inside a box that scrolls on a phone", () => {
  assert.match(renderGuide(source).html, /<div class="table-scroll" tabindex="0"[^>]*><table>/);
});

test("sections carry the text under their heading, code included", () => {
  const r = renderGuide(
    "# T\n\nIntro.\n\n## One\n\nalpha `beta`\n\n```sh\ngamma\n```\n\n## Two\n\ndelta\n",
  );
  assert.deepEqual(
    r.sections.map((s) => [s.id, s.body]),
    [
      ["t", "Intro."],
      ["one", "alpha beta gamma"],
      ["two", "delta"],
    ],
  );
  assert.equal(
    headingSlug("Promoted posts — `accounts/:account_id/promoted_posts`"),
    "promoted-posts--accountsaccount_idpromoted_posts",
  );
});
