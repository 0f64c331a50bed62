import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./users";
import { posts } from "./posts";
import { ts } from "./ads-columns";

/**
 * Community notes (lib/notes): one note per writer and post while it lives (deleting it frees the
 * post); a deleted note keeps its row so the day's create cap still counts it. `status` is one of
 * the reference's rating statuses, moved by the notes.rate job from the ratings below.
 */
export const notes = pgTable(
  "notes",
  {
    id: text("id").primaryKey(),
    writer_id: text("writer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    post_id: text("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    classification: text("classification").notNull(),
    misleading_tags: jsonb("misleading_tags").$type<string[]>().notNull().default([]),
    trustworthy_sources: boolean("trustworthy_sources").notNull(),
    is_media_note: boolean("is_media_note").notNull().default(false),
    /** lib/notes/score.ts at creation, from the note's and the post's text. */
    claim_opinion_score: doublePrecision("claim_opinion_score").notNull(),
    status: text("status").notNull().default("needs_more_ratings"),
    helpful_count: integer("helpful_count").notNull().default(0),
    not_helpful_count: integer("not_helpful_count").notNull().default(0),
    /** The raters are done with the note (older than the model's settling time): its status is final. */
    rating_settled: boolean("rating_settled").notNull().default(false),
    status_changed_at: ts("status_changed_at").notNull(),
    created_at: ts("created_at").notNull(),
    deleted_at: ts("deleted_at"),
  },
  (t) => [
    uniqueIndex("notes_one_per_post")
      .on(t.writer_id, t.post_id)
      .where(sql`${t.deleted_at} is null`),
    index("notes_writer_recent").on(t.writer_id, t.created_at, t.id),
    // What the rating job still brings up to date, oldest first.
    index("notes_rating")
      .on(t.created_at)
      .where(sql`not ${t.rating_settled} and ${t.deleted_at} is null`),
  ],
);

/**
 * The population's ratings of a note (lib/notes/rating-model.ts): rater `k` of the note is person
 * `person` of the synthetic population, from `perspective` 0 or 1; one row per note and rater.
 */
export const noteRatings = pgTable(
  "note_ratings",
  {
    note_id: text("note_id")
      .notNull()
      .references(() => notes.id, { onDelete: "cascade" }),
    k: integer("k").notNull(),
    person: integer("person").notNull(),
    perspective: integer("perspective").notNull(),
    helpful: boolean("helpful").notNull(),
    created_at: ts("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.note_id, t.k] })],
);
