import { QueryError, type Token } from "./query-tokens";
import type { Operator, Query } from "./query-types";

const SCREEN_NAME = /^@?\w{1,50}$/;
const IS = ["reply", "quote", "repost"] as const;
const HAS = ["media", "links"] as const;
const MIN = new Map<string, "like_count" | "reply_count" | "repost_count">([
  ["min_likes", "like_count"],
  ["min_replies", "reply_count"],
  ["min_reposts", "repost_count"],
]);

const among = <T extends string>(list: readonly T[], v: string): v is T =>
  list.some((x) => x === v);

/** What `name:` means with its argument, or why it is refused (the operator named). */
function operator(name: string, arg: string, t: Token): Query {
  const bad = (expected: string) =>
    new QueryError(`${name}: takes ${expected}, not "${arg}"`, t.at, `${name}:`);
  if (name === "from" || name === "to") {
    if (!SCREEN_NAME.test(arg)) throw bad("a screen name");
    return { op: name, screenName: arg.replace(/^@/, "").toLowerCase() };
  }
  if (name === "url") {
    if (!arg) throw bad("a part of an address");
    return { op: "url", text: arg.toLowerCase() };
  }
  if (name === "is") {
    if (!among(IS, arg)) throw bad(IS.join(", "));
    return { op: "is", what: arg };
  }
  if (name === "has") {
    if (!among(HAS, arg)) throw bad(HAS.join(", "));
    return { op: "has", what: arg };
  }
  if (name === "lang") {
    if (!/^[a-z]{2}$/.test(arg)) throw bad("a two-letter language code such as en");
    return { op: "lang", code: arg };
  }
  const metric = MIN.get(name);
  if (metric) {
    if (!/^\d{1,9}$/.test(arg)) throw bad("a whole number");
    return { op: "min", metric, count: Number(arg) };
  }
  throw new QueryError(`the operator "${name}:" does not exist`, t.at, `${name}:`);
}

/** The operator a word is (`from:x`, `#tag`, `@name`), or null for a plain word. */
export function operatorTerm(t: Token, allowed: readonly Operator[]): Query | null {
  const named = /^([a-z_]+):(.*)$/i.exec(t.text);
  let q: Query | null = null;
  if (named) q = operator(named[1].toLowerCase(), named[2].replace(/^"(.*)"$/, "$1"), t);
  else if (/^#[\p{L}\p{N}_]+$/u.test(t.text))
    q = { op: "hashtag", name: t.text.slice(1).toLowerCase() };
  else if (/^@\w{1,50}$/.test(t.text)) q = { op: "mention", name: t.text.slice(1).toLowerCase() };
  if (!q) return null;
  const op = q.op;
  if (op === "terms" || op === "not" || op === "and" || op === "or" || allowed.includes(op))
    return q;
  const shown = named ? `${named[1].toLowerCase()}:` : t.text[0];
  // The min_ operators count engagement: a post being published has none yet.
  const why = op === "min" ? " (it counts engagement: search only)" : "";
  throw new QueryError(`the operator ${shown} is not available here${why}`, t.at, shown);
}
