import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import { guideSlugs, loadGuide, loadGuides } from "./guides";
import { searchIndex } from "./search-index";

const files = fs
  .readdirSync("docs")
  .filter((f) => f.endsWith(".md"))
  .map((f) => f.slice(0, -3));

test("every Markdown file in docs/ is a guide, with a title, a summary and content", async () => {
  assert.deepEqual([...(await guideSlugs())].sort(), [...files].sort());
  for (const guide of await loadGuides()) {
    assert.ok(guide.title, `${guide.slug} has a title`);
    assert.ok(guide.summary.length > 20, `${guide.slug} has a one-line summary`);
    assert.match(guide.html, /<h2 id="/, `${guide.slug} renders its sections`);
  }
});

test("a slug that names no file in docs/ is no guide (no path outside docs/ is read)", async () => {
  for (const slug of ["nope", "../README", "examples", "credentials.md"])
    assert.equal(await loadGuide(slug), null, slug);
});

test("the receiver guide's address stays its own: no Markdown guide takes the slug webhooks", async () => {
  assert.ok(!(await guideSlugs()).includes("webhooks"));
});

test("every heading has an id, unique within its guide", async () => {
  for (const guide of await loadGuides()) {
    const ids = guide.headings.map((h) => h.id);
    assert.equal(new Set(ids).size, ids.length, `${guide.slug}: ${ids.join(", ")}`);
    for (const h of guide.headings) assert.ok(guide.html.includes(`id="${h.id}"`) || h.level === 1);
  }
});

test("links between guides point at a guide and a heading that exist", async () => {
  const guides = await loadGuides();
  const ids = new Map(guides.map((g) => [g.slug, new Set(g.headings.map((h) => h.id))]));
  let checked = 0;
  for (const guide of guides)
    for (const href of guide.links.filter((l) => l.startsWith("/docs/") || l.endsWith(".md"))) {
      if (href === "/docs/webhooks") continue; // the receiver guide, a page of its own
      const m = /^\/docs\/([a-z0-9-]+)(?:#(.+))?$/.exec(href);
      assert.ok(m, `${guide.slug}: ${href} is a link to a guide`);
      assert.ok(ids.has(m[1]), `${guide.slug}: ${href} names an existing guide`);
      if (m[2]) assert.ok(ids.get(m[1])!.has(m[2]), `${guide.slug}: ${href} names a heading`);
      checked++;
    }
  assert.ok(checked > 0, "the guides link each other");
});

test("the search index holds every section of every guide, with its text", async () => {
  const guides = await loadGuides();
  const index = searchIndex(guides);
  for (const guide of guides)
    for (const h of guide.headings) {
      const entry = index.find((e) => e.href === `/docs/${guide.slug}#${h.id}`);
      assert.ok(entry, `${guide.slug}#${h.id} is in the index`);
      assert.equal(entry.title, h.text);
      assert.equal(entry.guide, guide.title);
    }
  const webhooks = index.find((e) => e.title === "Replay");
  assert.match(webhooks?.body ?? "", /ReplayConflictError/);
});
