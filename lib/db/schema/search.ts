import {
  bigserial,
  customType,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { ts } from "./ads-columns";

/** PostgreSQL's full-text document type: post search reads it through its GIN index. */
export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * Post counts by search term and UTC hour (lib/search/hours.ts): how many live posts of the hour hold
 * each term of their search document (a word, `#tag`, `@name`, `lang:xx`, `is:…`, `has:…`), so a
 * count of one term over days reads a row an hour instead of the posts.
 */
export const searchHours = pgTable(
  "search_hours",
  {
    term: text("term").notNull(),
    hour: ts("hour").notNull(),
    posts: integer("posts").notNull(),
  },
  // Hand-written in the migration with INCLUDE (posts): a term's hours are read from the index alone.
  // An hour's counts are replaced whole when it is counted again.
  (t) => [
    uniqueIndex("search_hours_term_hour").on(t.term, t.hour),
    index("search_hours_hour").on(t.hour),
  ],
);

/**
 * Hours whose counts are missing or stale: a trigger on posts (migration 0018_search_corpus) adds
 * the hour of every post written, deleted or changed; the job search.hours counts them again and
 * removes the marks it saw. Marks are only ever added, never updated, so writers never wait on each
 * other here, and a mark made while the job counted stays for its next run.
 */
export const searchHoursPending = pgTable(
  "search_hours_pending",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    hour: ts("hour").notNull(),
  },
  (t) => [index("search_hours_pending_hour").on(t.hour)],
);
