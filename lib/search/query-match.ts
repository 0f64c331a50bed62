import { words, type Operator, type Query } from "./query-language";

/**
 * What the stream knows of a new post when it matches its rules: its event's text, author and media,
 * and from its row (lib/webhooks/products/stream-facts.ts) its language, what it replies to or
 * quotes, whether it is a repost; a fact not known does not match.
 */
export type StreamPost = {
  text: string;
  screenName: string;
  hasMedia: boolean;
  lang?: string;
  reply?: boolean;
  quote?: boolean;
  repost?: boolean;
  /** The screen name (lowercase) of the author of the post this one replies to. */
  to?: string | null;
};

/**
 * The operators a stream rule may use: all but min_likes:, min_replies: and min_reposts:, which
 * count engagement a post being published does not have yet (search only).
 */
export const STREAM_OPERATORS: readonly Operator[] = [
  "hashtag",
  "mention",
  "from",
  "to",
  "url",
  "is",
  "has",
  "lang",
];

/** Whether `needle` appears in `hay` as consecutive words. */
function contains(hay: string[], needle: string[]): boolean {
  outer: for (let s = 0; s + needle.length <= hay.length; s++) {
    for (let k = 0; k < needle.length; k++) if (hay[s + k] !== needle[k]) continue outer;
    return true;
  }
  return false;
}

/** Whether a new post matches a stream rule (parsed with STREAM_OPERATORS). */
export function matches(q: Query, post: StreamPost, postWords = words(post.text)): boolean {
  switch (q.op) {
    case "terms":
      return contains(postWords, q.words);
    case "hashtag":
      return postWords.includes(`#${q.name}`);
    case "mention":
      return postWords.includes(`@${q.name}`);
    case "from":
      return post.screenName.toLowerCase() === q.screenName;
    case "to":
      return post.to === q.screenName;
    case "url":
      return /https?:\/\//i.test(post.text) && post.text.toLowerCase().includes(q.text);
    case "is":
      return Boolean(post[q.what]);
    case "lang":
      return post.lang === q.code;
    case "has":
      return q.what === "media" ? post.hasMedia : /\bhttps?:\/\/\S/i.test(post.text);
    case "not":
      return !matches(q.query, post, postWords);
    case "and":
      return q.queries.every((r) => matches(r, post, postWords));
    case "or":
      return q.queries.some((r) => matches(r, post, postWords));
    default:
      // Refused when the rule was parsed (STREAM_OPERATORS): a stream post cannot answer it.
      return false;
  }
}
