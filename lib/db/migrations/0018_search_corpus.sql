CREATE TABLE "search_hours" (
	"term" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"posts" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_hours_pending" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"hour" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- INCLUDE (posts) by hand: a term's hours are read from the index alone.
CREATE UNIQUE INDEX "search_hours_term_hour" ON "search_hours" USING btree ("term","hour") INCLUDE ("posts");--> statement-breakpoint
CREATE INDEX "search_hours_hour" ON "search_hours" USING btree ("hour");--> statement-breakpoint
CREATE INDEX "search_hours_pending_hour" ON "search_hours_pending" USING btree ("hour");--> statement-breakpoint
-- Hand-written: what post search matches, as one document. The text's words (the 'simple'
-- configuration: no stemming, no stop words), and lexemes of their own for what operators ask, so
-- that `#cats has:links lang:en` is one GIN lookup instead of a pattern over every row's text:
-- '#tag' and '@name' (lower case, whole names, as the text writes them), 'lang:xx', 'is:reply',
-- 'is:quote', 'is:repost', 'has:media', 'has:links'. None of them can come from to_tsvector, which
-- never keeps '#', '@' or ':'. IMMUTABLE: a generated column and its index may call it.
CREATE OR REPLACE FUNCTION post_search_document(
  body text, lang text, reply_to text, quoted text, repost_of text, media jsonb
) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select to_tsvector('simple', body) || array_to_tsvector(array(
    select '#' || lower(m[1]) from regexp_matches(body, '(?:^|[^[:alnum:]_@#])#([[:alnum:]_]+)', 'g') m
    union select '@' || lower(m[1]) from regexp_matches(body, '(?:^|[^[:alnum:]_@#])@([[:alnum:]_]+)', 'g') m
    union select 'lang:' || lang
    union select 'is:reply' where reply_to is not null
    union select 'is:quote' where quoted is not null
    union select 'is:repost' where repost_of is not null
    union select 'has:media' where media <> '[]'::jsonb
    union select 'has:links' where body ~* 'https?://[^[:space:]]'
  ))
$$;--> statement-breakpoint
ALTER TABLE "posts" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (post_search_document(text, lang, in_reply_to_post_id, quoted_post_id, repost_of_id, media_keys)) STORED;--> statement-breakpoint
-- Dropping the column dropped its index.
CREATE INDEX "posts_search" ON "posts" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "corpus" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- Hand-written: which hours' counts by term (search_hours) are missing or stale. Every hour that
-- holds posts now, then the hour of each post written (once per statement), deleted, or whose text
-- or deletion changes. Hours in UTC whatever the session's time zone.
INSERT INTO "search_hours_pending" ("hour")
  SELECT DISTINCT date_trunc('hour', "created_at" at time zone 'UTC') at time zone 'UTC' FROM "posts";--> statement-breakpoint
CREATE FUNCTION search_hours_mark_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_hours_pending (hour)
    SELECT DISTINCT date_trunc('hour', created_at at time zone 'UTC') at time zone 'UTC' FROM written;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER posts_search_hours_written AFTER INSERT ON posts
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION search_hours_mark_written();--> statement-breakpoint
CREATE FUNCTION search_hours_mark_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_hours_pending (hour)
    VALUES (date_trunc('hour', OLD.created_at at time zone 'UTC') at time zone 'UTC');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER posts_search_hours_changed AFTER UPDATE OF deleted, text OR DELETE ON posts
  FOR EACH ROW EXECUTE FUNCTION search_hours_mark_changed();
