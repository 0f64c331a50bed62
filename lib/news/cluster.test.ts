import { test } from "node:test";
import assert from "node:assert/strict";
import { clusterPosts, type NewsPost } from "./cluster";
import { storyOf } from "./story";
import { entitiesIn, postTerms } from "./terms";

const p = (id: string, text: string, author = "1", engagement = 0): NewsPost => ({
  id,
  author,
  text,
  createdAt: Number(id) * 1000,
  engagement,
});

const POSTS = [
  p("10", "Launching the #zorblax rocket from Lisbon with NASA", "1"),
  p("11", "The #zorblax rocket countdown is on in Lisbon", "2", 5),
  p("12", "NASA says the #zorblax rocket is ready", "1"),
  p("13", "Grandma's quuxberry pie, best quuxberry season", "2"),
  p("14", "Baking quuxberry pie tonight", "3"),
  p("15", "A lonely post about nothing", "3"),
];

test("a post's terms: hashtags, and keywords without common words or addresses", () => {
  assert.deepEqual(postTerms("Check https://x.example/abc — the #Zorblax rocket is READY today"), [
    "check",
    "#zorblax",
    "rocket",
    "ready",
  ]);
});

test("entities of the reference list are found as whole words and phrases", () => {
  const names = entitiesIn("Real Madrid beat #Barcelona in New York; apple pie").map((e) => e.name);
  assert.deepEqual(names, ["Apple", "New York", "Madrid", "AAPL", "Real Madrid", "FC Barcelona"]);
});

test("clusters by shared terms, hashtags first; a post is in one story at most", () => {
  const clusters = clusterPosts(POSTS);
  assert.deepEqual(
    clusters.map((c) => [c.anchor, c.posts.map((x) => x.id)]),
    [
      ["#zorblax", ["10", "11", "12"]],
      ["quuxberry", ["13", "14"]],
    ],
  );
  assert.deepEqual(clusters[0].keywords, ["zorblax", "rocket", "lisbon", "nasa"]);
});

test("the same posts in any order make the same stories, with stable ids", () => {
  const a = clusterPosts(POSTS).map(storyOf);
  const b = clusterPosts([...POSTS].reverse()).map(storyOf);
  assert.deepEqual(a, b);
  const more = clusterPosts([...POSTS, p("16", "More #zorblax rocket news", "4")]).map(storyOf);
  assert.equal(more[0].id, a[0].id, "a cluster that grows keeps its id");
  const [story] = a;
  assert.match(story.id, /^\d+$/);
  assert.equal(story.name, "Zorblax: rocket and lisbon");
  assert.equal(story.hook, POSTS[1].text, "the most engaged post");
  assert.equal(story.summary, "3 posts from 2 accounts about zorblax, rocket and lisbon.");
  assert.deepEqual(story.contexts.entities.places, ["Lisbon"]);
  assert.deepEqual(story.contexts.entities.organizations, ["NASA"]);
  assert.deepEqual(story.post_ids, ["10", "11", "12"]);
});
