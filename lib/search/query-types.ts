/** A parsed query (lib/search/query-language.ts): what each term means. */
export type Query =
  | { op: "terms"; words: string[] }
  | { op: "hashtag" | "mention"; name: string }
  | { op: "from" | "to"; screenName: string }
  | { op: "url"; text: string }
  | { op: "is"; what: "reply" | "quote" | "repost" }
  | { op: "has"; what: "media" | "links" }
  | { op: "lang"; code: string }
  | { op: "min"; metric: "like_count" | "reply_count" | "repost_count"; count: number }
  | { op: "not"; query: Query }
  | { op: "and" | "or"; queries: Query[] };

export type Operator = Exclude<Query["op"], "terms" | "not" | "and" | "or">;
