import { QueryError, tokenize, type Token } from "./query-tokens";
import { operatorTerm } from "./query-operators";
import type { Operator, Query } from "./query-types";

export { QueryError };

/**
 * The query language of post search and the filtered stream's rules (FACTS "Post search"): words
 * (all must appear, case-insensitive, as whole words), "quoted phrases", #hashtags, @mentions,
 * from:, to:, url:, is:reply, is:quote, is:repost, has:media, has:links, lang:, min_likes:,
 * min_replies:, min_reposts:, `-` negation, OR and parentheses. A refusal names the position and
 * the operator (QueryError). Where a query is read decides which operators it may use.
 */
export type { Operator, Query } from "./query-types";

/** Words of a text as the matcher sees them: lowercase runs of letters, digits, _, # and @. */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}_#@']+/gu) ?? [];
}

function term(t: Token, allowed: readonly Operator[]): Query {
  if (t.kind === "word") {
    const op = operatorTerm(t, allowed);
    if (op) return op;
  }
  const w = words(t.text);
  if (!w.length) throw new QueryError(`"${t.text}" has no word to match`, t.at);
  return { op: "terms", words: w };
}

/** Where a query is read: what it is called there, its longest length, the operators it takes. */
export type QueryPlace = {
  noun: "query" | "rule";
  maxLength: number;
  allowed: readonly Operator[];
};

/** Parses a query; an operator the place does not take is refused, as any other mistake. */
export function parseQuery(value: string, place: QueryPlace): Query {
  const { noun, maxLength, allowed } = place;
  if (!value.trim()) throw new QueryError(`the ${noun} is empty`, 1);
  if (value.length > maxLength)
    throw new QueryError(`a ${noun} is at most ${maxLength} characters`, maxLength + 1);
  const tokens = tokenize(value);
  let i = 0;
  const orExpr = (): Query => {
    const parts = [andExpr()];
    while (tokens[i]?.kind === "or") {
      i++;
      parts.push(andExpr());
    }
    return parts.length === 1 ? parts[0] : { op: "or", queries: parts };
  };
  const andExpr = (): Query => {
    const parts: Query[] = [];
    const at = tokens[i]?.at ?? value.length + 1;
    while (i < tokens.length && tokens[i].kind !== "or" && tokens[i].kind !== ")") {
      const t = tokens[i++];
      let q: Query;
      if (t.kind === "(") {
        q = orExpr();
        if (tokens[i++]?.kind !== ")") throw new QueryError("a parenthesis is not closed", t.at);
      } else q = term(t, allowed);
      parts.push(t.negated ? { op: "not", query: q } : q);
    }
    if (!parts.length)
      throw new QueryError(
        "a term is missing (OR needs one on each side, parentheses one inside)",
        at,
      );
    if (parts.every((p) => p.op === "not"))
      throw new QueryError(`a ${noun} needs at least one term that is not negated`, at);
    return parts.length === 1 ? parts[0] : { op: "and", queries: parts };
  };
  const query = orExpr();
  if (i < tokens.length)
    throw new QueryError("a closing parenthesis has no opening one", tokens[i].at);
  return query;
}
