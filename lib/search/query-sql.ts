import { and, not, or, sql, type SQL } from "drizzle-orm";
import { posts, users } from "@/lib/db/schema";
import type { Query } from "./query-language";

/**
 * A parsed query as a condition on `posts`, for PostgreSQL (and PGlite): words and phrases through
 * the full-text index (posts_search: to_tsvector('simple', text)); a hashtag or a mention is its word
 * there and, to tell #cats from cats, a pattern on the text; the rest are columns. Every value is a
 * bound parameter.
 */
const byScreenName = (name: string) =>
  sql`select ${users.id} from ${users} where lower(${users.screenName}) = ${name}`;

/** A word of the text preceded by `mark` (# or @): `name` holds only letters, digits and _. */
const marked = (mark: string, name: string) =>
  sql`(${posts.search_vector} @@ plainto_tsquery('simple', ${name}) and ${posts.text} ~* ${`(^|[^[:alnum:]_@#])${mark}${name}($|[^[:alnum:]_])`})`;

export function queryCondition(q: Query): SQL {
  switch (q.op) {
    case "terms":
      return sql`${posts.search_vector} @@ phraseto_tsquery('simple', ${q.words.join(" ")})`;
    case "hashtag":
      return marked("#", q.name);
    case "mention":
      return marked("@", q.name);
    case "from":
      return sql`${posts.user_id} in (${byScreenName(q.screenName)})`;
    case "to":
      return sql`${posts.in_reply_to_post_id} in (select p.id from ${posts} p where p.user_id in (${byScreenName(q.screenName)}))`;
    case "url":
      return sql`(${posts.text} ~* 'https?://' and strpos(lower(${posts.text}), ${q.text}) > 0)`;
    case "is": {
      const column = {
        reply: posts.in_reply_to_post_id,
        quote: posts.quoted_post_id,
        repost: posts.repost_of_id,
      }[q.what];
      return sql`${column} is not null`;
    }
    case "has":
      return q.what === "media"
        ? sql`${posts.media_keys} <> '[]'::jsonb`
        : sql`${posts.text} ~* 'https?://[^[:space:]]'`;
    case "lang":
      return sql`${posts.lang} = ${q.code}`;
    case "min":
      return sql`${sql.identifier(q.metric)} >= ${q.count}`;
    case "not":
      return not(queryCondition(q.query));
    case "and":
      return and(...q.queries.map(queryCondition)) ?? sql`true`;
    case "or":
      return or(...q.queries.map(queryCondition)) ?? sql`false`;
  }
}

/** Whether the query searches the text (a keyword search never returns reposts). */
export function hasKeyword(q: Query): boolean {
  if (q.op === "not") return hasKeyword(q.query);
  if (q.op === "and" || q.op === "or") return q.queries.some(hasKeyword);
  return q.op === "terms" || q.op === "hashtag" || q.op === "mention" || q.op === "url";
}
