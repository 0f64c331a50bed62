import { and, not, or, sql, type SQL } from "drizzle-orm";
import { posts, users } from "@/lib/db/schema";
import type { Query } from "./query-language";

/**
 * A parsed query as a condition on `posts`, for PostgreSQL and PGlite. Words, phrases, #hashtags,
 * @mentions and the `is:`, `has:` and `lang:` operators are lexemes of the post's search document
 * (post_search_document, migration 0018_search_corpus): every part of a query made only of them,
 * with its AND, OR and negations, becomes ONE tsquery, one lookup in the GIN index posts_search.
 * `from:`, `to:`, `url:` and `min_…:` are columns. Every value is a bound parameter.
 */
const byScreenName = (name: string) =>
  sql`select ${users.id} from ${users} where lower(${users.screenName}) = ${name}`;

/** A lexeme of the document as a tsquery: quoted, so '#', '@' and ':' are not tsquery syntax. */
const lexeme = (text: string) => sql`${`'${text.replace(/['\\]/g, "\\$&")}'`}::tsquery`;

/** A word the 'simple' configuration keeps as it is (lower-cased): one term of the document. */
const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;

/**
 * The query as ONE term of the search document (`music`, `#cats`, `lang:en`…), or null when it is
 * more than one: counts of one term are kept by hour (lib/search/hours.ts).
 */
export function documentTerm(q: Query): string | null {
  switch (q.op) {
    case "terms":
      return q.words.length === 1 && PLAIN_WORD.test(q.words[0]) ? q.words[0].toLowerCase() : null;
    case "hashtag":
      return `#${q.name}`;
    case "mention":
      return `@${q.name}`;
    case "is":
    case "has":
      return `${q.op}:${q.what}`;
    case "lang":
      return `lang:${q.code}`;
    default:
      return null;
  }
}

/** The query as one tsquery, or null when a part of it is not in the document. */
function tsQuery(q: Query): SQL | null {
  switch (q.op) {
    case "terms":
      return sql`phraseto_tsquery('simple', ${q.words.join(" ")})`;
    case "hashtag":
    case "mention":
    case "is":
    case "has":
    case "lang":
      return lexeme(documentTerm(q) ?? "");
    case "not": {
      const inner = tsQuery(q.query);
      return inner && sql`(!! ${inner})`;
    }
    case "and":
    case "or": {
      const parts: SQL[] = [];
      for (const part of q.queries) {
        const inner = tsQuery(part);
        if (!inner) return null;
        parts.push(inner);
      }
      return sql`(${sql.join(parts, sql.raw(q.op === "and" ? " && " : " || "))})`;
    }
    default:
      return null;
  }
}

const matches = (tsq: SQL) => sql`${posts.search_vector} @@ ${tsq}`;

/**
 * One term as a test of each row, never a lookup in the GIN index: ts_match_vq is what `@@` calls,
 * and the planner looks for indexes of operators only. For counting a few hours of posts, where
 * reading the term's whole posting list (every post holding it, at any time) would cost more than
 * the hours' rows.
 */
export const termFilter = (term: string) =>
  sql`ts_match_vq(${posts.search_vector}, ${lexeme(term)})`;

export function queryCondition(q: Query): SQL {
  const whole = tsQuery(q);
  if (whole) return matches(whole);
  switch (q.op) {
    case "from":
      return sql`${posts.user_id} in (${byScreenName(q.screenName)})`;
    case "to":
      return sql`${posts.in_reply_to_post_id} in (select p.id from ${posts} p where p.user_id in (${byScreenName(q.screenName)}))`;
    case "url":
      // has:links narrows by the index first; the address's part is then looked for in the text.
      return sql`(${matches(lexeme("has:links"))} and strpos(lower(${posts.text}), ${q.text}) > 0)`;
    case "min":
      return sql`${sql.identifier(q.metric)} >= ${q.count}`;
    case "not":
      return not(queryCondition(q.query));
    case "or":
      return or(...q.queries.map(queryCondition)) ?? sql`false`;
    case "and": {
      // The parts in the document as one lookup, beside the conditions on columns.
      const inDocument: Query[] = [];
      const rest: SQL[] = [];
      for (const p of q.queries)
        if (tsQuery(p)) inDocument.push(p);
        else rest.push(queryCondition(p));
      const lookup =
        inDocument.length > 1
          ? queryCondition({ op: "and", queries: inDocument })
          : inDocument.map(queryCondition)[0];
      return and(lookup, ...rest) ?? sql`true`;
    }
    default:
      // Every other operator is in the document: tsQuery answered it above.
      throw new Error(`no condition for ${q.op}`);
  }
}

/** Whether the query searches the text (a keyword search never returns reposts). */
export function hasKeyword(q: Query): boolean {
  if (q.op === "not") return hasKeyword(q.query);
  if (q.op === "and" || q.op === "or") return q.queries.some(hasKeyword);
  return q.op === "terms" || q.op === "hashtag" || q.op === "mention" || q.op === "url";
}
