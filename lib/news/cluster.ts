import { postTerms } from "./terms";

/** A post as clustering reads it. */
export type NewsPost = {
  id: string;
  author: string;
  text: string;
  createdAt: number;
  /** Likes, reposts, replies and quotes: the most engaged post is the story's hook. */
  engagement: number;
};

export type Cluster = { anchor: string; posts: NewsPost[]; keywords: string[] };

/** Posts a story needs at least, stories one refresh makes at most, keywords a story shows. */
export const MIN_POSTS = 2;
export const MAX_STORIES = 100;
const MAX_KEYWORDS = 8;

/** Code-unit order: the same everywhere, whatever the process's locale. */
export const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Clusters posts by shared terms (hashtags and keywords, terms.ts), deterministically:
 * 1. each term counts the posts holding it; a hashtag weighs twice (people tag what a post is about);
 * 2. terms are taken by weight (then alphabetically); a term still held by MIN_POSTS posts not yet in
 *    a story anchors a new story of those posts;
 * 3. a story's keywords are its terms held by at least MIN_POSTS of its posts and half of them,
 *    most held first, the anchor first of all.
 * The same posts give the same clusters, whatever their order.
 */
export function clusterPosts(given: readonly NewsPost[]): Cluster[] {
  const posts = [...given].sort((a, b) => a.createdAt - b.createdAt || cmp(a.id, b.id));
  const termsOf = new Map(posts.map((p) => [p.id, postTerms(p.text)]));
  const holders = new Map<string, NewsPost[]>();
  for (const p of posts)
    for (const t of termsOf.get(p.id) ?? []) {
      const list = holders.get(t);
      if (list) list.push(p);
      else holders.set(t, [p]);
    }
  const weight = (t: string) => (holders.get(t)?.length ?? 0) * (t.startsWith("#") ? 2 : 1);
  const ranked = [...holders.keys()]
    .filter((t) => (holders.get(t)?.length ?? 0) >= MIN_POSTS)
    .sort((a, b) => weight(b) - weight(a) || cmp(a, b));
  const taken = new Set<string>();
  const out: Cluster[] = [];
  for (const anchor of ranked) {
    if (out.length >= MAX_STORIES) break;
    const members = (holders.get(anchor) ?? []).filter((p) => !taken.has(p.id));
    if (members.length < MIN_POSTS) continue;
    for (const p of members) taken.add(p.id);
    out.push({ anchor, posts: members, keywords: keywordsOf(anchor, members, termsOf) });
  }
  return out;
}

function keywordsOf(anchor: string, members: NewsPost[], termsOf: Map<string, string[]>) {
  const count = new Map<string, number>();
  for (const p of members)
    for (const t of termsOf.get(p.id) ?? []) count.set(t, (count.get(t) ?? 0) + 1);
  const least = Math.max(MIN_POSTS, Math.ceil(members.length / 2));
  const shared = [...count.entries()]
    .filter(([t, n]) => t !== anchor && n >= least)
    .sort((a, b) => b[1] - a[1] || cmp(a[0], b[0]))
    .map(([t]) => t);
  const plain = [anchor, ...shared].map((t) => t.replace(/^#/, ""));
  return [...new Set(plain)].slice(0, MAX_KEYWORDS);
}
