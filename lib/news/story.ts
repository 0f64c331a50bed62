import { createHash } from "node:crypto";
import type { StoryContexts } from "@/lib/db/schema";
import { cmp, type Cluster } from "./cluster";
import { entitiesIn, plainWords, topicsOf } from "./terms";
import type { EntityKind } from "./reference";

/** A story as news.refresh writes it (the row without its times). */
export type StoryDraft = {
  id: string;
  anchor: string;
  name: string;
  category: string;
  hook: string;
  summary: string;
  disclaimer: string;
  contexts: StoryContexts;
  keywords: string[];
  post_ids: string[];
  terms: string;
};

export const DISCLAIMER =
  "This story is a summary of public posts, put together automatically. It may change as people post more, and may contain errors.";
const HOOK_LENGTH = 200;

/**
 * A story's id: digits derived from its anchor term and its first post, so a refresh that finds
 * the same cluster (more posts or fewer, the first one kept) keeps the id, and news.new is not sent
 * twice for it.
 */
export function storyId(anchor: string, firstPostId: string): string {
  const hex = createHash("sha256").update(`${anchor}\n${firstPostId}`).digest("hex");
  return BigInt(`0x${hex.slice(0, 15)}`).toString();
}

const title = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
const clip = (text: string) =>
  text.length <= HOOK_LENGTH ? text : `${text.slice(0, HOOK_LENGTH - 1).trimEnd()}…`;
const list = (xs: string[]) =>
  xs.length <= 1 ? xs.join("") : `${xs.slice(0, -1).join(", ")} and ${xs[xs.length - 1]}`;

function contextsOf(text: string, topics: string[]): StoryContexts {
  const found = entitiesIn(text);
  const of = (kind: EntityKind) => found.filter((e) => e.kind === kind).map((e) => e.name);
  return {
    entities: {
      events: of("events"),
      organizations: of("organizations"),
      people: of("people"),
      places: of("places"),
      products: of("products"),
    },
    topics,
    finance: { tickers: of("tickers") },
    sports: { teams: of("teams") },
  };
}

/**
 * A cluster as a story: named after its keywords, its category the corpus topic its words are
 * most about ("news" when none), its hook the most engaged post's text (the first on a tie), its
 * contexts the reference list's entities its posts name. Everything follows from the posts alone.
 */
export function storyOf(c: Cluster): StoryDraft {
  const text = c.posts.map((p) => p.text).join("\n");
  const hay = plainWords(text);
  const topics = topicsOf(hay).slice(0, 3);
  const hook = [...c.posts].sort(
    (a, b) => b.engagement - a.engagement || a.createdAt - b.createdAt,
  )[0];
  const authors = new Set(c.posts.map((p) => p.author)).size;
  const [lead, ...rest] = c.keywords;
  const contexts = contextsOf(text, topics);
  const named = [
    ...Object.values(contexts.entities).flat(),
    ...contexts.finance.tickers,
    ...contexts.sports.teams,
  ];
  const terms = new Set([...c.keywords, ...plainWords([c.anchor, ...named, ...topics].join(" "))]);
  const s = (n: number) => (n === 1 ? "" : "s");
  return {
    id: storyId(c.anchor, c.posts[0].id),
    anchor: c.anchor,
    name: rest.length ? `${title(lead)}: ${list(rest.slice(0, 2))}` : title(lead),
    category: topics[0] ?? "news",
    hook: clip(hook.text),
    summary: `${c.posts.length} post${s(c.posts.length)} from ${authors} account${s(authors)} about ${list(c.keywords.slice(0, 3))}.`,
    disclaimer: DISCLAIMER,
    contexts,
    keywords: c.keywords,
    post_ids: c.posts.map((p) => p.id).sort((a, b) => a.length - b.length || cmp(a, b)),
    terms: [...terms].sort(cmp).join(" "),
  };
}
