import { words, type Operator, type Query } from "./query-language";

/** What the stream knows of a new post when it matches its rules. */
export type StreamPost = { text: string; screenName: string; hasMedia: boolean };

/** The operators a stream rule may use: those a post's own event can answer. */
export const STREAM_OPERATORS: readonly Operator[] = ["hashtag", "mention", "from", "has"];

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
