/**
 * The tokens of a search query or stream rule, each with where it starts (a 1-based position, as
 * a refusal names it): words and operators, "quoted phrases", parentheses and OR, each term
 * possibly negated with a leading `-`.
 */
export type Token = {
  kind: "word" | "phrase" | "(" | ")" | "or";
  text: string;
  negated: boolean;
  at: number;
};

/** A query the grammar refuses: what is wrong, where, and the operator at fault if any. */
export class QueryError extends Error {
  constructor(
    readonly reason: string,
    readonly position: number,
    readonly operator?: string,
  ) {
    super(`${reason} (at position ${position}${operator ? `, operator ${operator}` : ""})`);
  }
}

export function tokenize(value: string): Token[] {
  const out: Token[] = [];
  // An operator may take a quoted argument (url:"example.com"): one word with its quotes.
  const re = /\s*(-?)("([^"]*)("?)|\(|\)|[a-z_]+:"[^"]*"|[^\s()"]+)/giy;
  let m: RegExpExecArray | null;
  let end = 0;
  while ((m = re.exec(value)) && m[0].trim()) {
    end = re.lastIndex;
    const at = end - m[0].trimStart().length + 1;
    const negated = m[1] === "-";
    if (m[2] === "(" || m[2] === ")") out.push({ kind: m[2], text: m[2], negated, at });
    else if (m[2].startsWith('"')) {
      if (m[4] !== '"') throw new QueryError("a quoted phrase is not closed", at);
      out.push({ kind: "phrase", text: m[3], negated, at });
    } else if (m[2] === "OR" && !negated) out.push({ kind: "or", text: "OR", negated, at });
    else out.push({ kind: "word", text: m[2], negated, at });
  }
  const rest = value.slice(end);
  if (rest.trim())
    throw new QueryError("the query has an unexpected character", end + rest.search(/\S/) + 1);
  return out;
}
