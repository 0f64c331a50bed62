/**
 * The filtered stream's rule language (a small subset of the reference platform's): words (all must
 * appear, case-insensitive, as whole words), "quoted phrases", OR, parentheses, `-` negation,
 * `from:<screen_name>`, `has:media`, `has:links`. Anything else is refused with the reason.
 */
export type Rule =
  | { op: "terms"; words: string[] }
  | { op: "from"; screenName: string }
  | { op: "has"; what: "media" | "links" }
  | { op: "not"; rule: Rule }
  | { op: "and" | "or"; rules: Rule[] };

export type Post = { text: string; screenName: string; hasMedia: boolean };

export const MAX_RULE_LENGTH = 2048;

/** Words of a text as the matcher sees them: lowercase runs of letters, digits, _, # and @. */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}_#@']+/gu) ?? [];
}

type Token = { kind: "word" | "phrase" | "(" | ")" | "or"; text: string; negated: boolean };

function tokenize(value: string): Token[] {
  const out: Token[] = [];
  const re = /\s*(-?)("([^"]*)("?)|\(|\)|[^\s()"]+)/gy;
  let m: RegExpExecArray | null;
  let end = 0;
  while ((m = re.exec(value)) && m[0].trim()) {
    end = re.lastIndex;
    const negated = m[1] === "-";
    if (m[2] === "(" || m[2] === ")") out.push({ kind: m[2], text: m[2], negated });
    else if (m[2].startsWith('"')) {
      if (m[4] !== '"') throw new Error("a quoted phrase is not closed");
      out.push({ kind: "phrase", text: m[3], negated });
    } else if (m[2] === "OR" && !negated) out.push({ kind: "or", text: "OR", negated });
    else out.push({ kind: "word", text: m[2], negated });
  }
  if (value.slice(end).trim()) throw new Error("the rule has an unexpected character");
  return out;
}

function term(t: Token): Rule {
  const op = /^([a-z_]+):(.*)$/i.exec(t.text);
  if (t.kind === "word" && op) {
    const [, name, arg] = op;
    if (name === "from" && /^@?\w{1,50}$/.test(arg))
      return { op: "from", screenName: arg.replace(/^@/, "").toLowerCase() };
    if (name === "has" && (arg === "media" || arg === "links")) return { op: "has", what: arg };
    throw new Error(`the operator "${name}:" is not supported (from:, has:media, has:links are)`);
  }
  const w = words(t.text);
  if (!w.length) throw new Error(`"${t.text}" has no word to match`);
  return { op: "terms", words: w };
}

/** Parses a rule value; throws an Error whose message is the reason it is refused. */
export function parseRule(value: string): Rule {
  if (!value.trim()) throw new Error("the rule is empty");
  if (value.length > MAX_RULE_LENGTH)
    throw new Error(`a rule is at most ${MAX_RULE_LENGTH} characters`);
  const tokens = tokenize(value);
  let i = 0;
  const orExpr = (): Rule => {
    const parts = [andExpr()];
    while (tokens[i]?.kind === "or") {
      i++;
      parts.push(andExpr());
    }
    return parts.length === 1 ? parts[0] : { op: "or", rules: parts };
  };
  const andExpr = (): Rule => {
    const parts: Rule[] = [];
    while (i < tokens.length && tokens[i].kind !== "or" && tokens[i].kind !== ")") {
      const t = tokens[i++];
      let r: Rule;
      if (t.kind === "(") {
        r = orExpr();
        if (tokens[i++]?.kind !== ")") throw new Error("a parenthesis is not closed");
      } else r = term(t);
      parts.push(t.negated ? { op: "not", rule: r } : r);
    }
    if (!parts.length)
      throw new Error("a term is missing (OR needs one on each side, parentheses one inside)");
    if (parts.every((p) => p.op === "not"))
      throw new Error("a rule needs at least one term that is not negated");
    return parts.length === 1 ? parts[0] : { op: "and", rules: parts };
  };
  const rule = orExpr();
  if (i < tokens.length) throw new Error("a closing parenthesis has no opening one");
  return rule;
}

/** Whether `needle` appears in `hay` as consecutive words. */
function contains(hay: string[], needle: string[]): boolean {
  outer: for (let s = 0; s + needle.length <= hay.length; s++) {
    for (let k = 0; k < needle.length; k++) if (hay[s + k] !== needle[k]) continue outer;
    return true;
  }
  return false;
}

export function matches(rule: Rule, post: Post, postWords = words(post.text)): boolean {
  switch (rule.op) {
    case "terms":
      return contains(postWords, rule.words);
    case "from":
      return post.screenName.toLowerCase() === rule.screenName;
    case "has":
      return rule.what === "media" ? post.hasMedia : /\bhttps?:\/\/\S/i.test(post.text);
    case "not":
      return !matches(rule.rule, post, postWords);
    case "and":
      return rule.rules.every((r) => matches(r, post, postWords));
    case "or":
      return rule.rules.some((r) => matches(r, post, postWords));
  }
}
