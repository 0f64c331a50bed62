import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./users";
import { adsRowColumns, ts } from "./ads-columns";

/**
 * Uploaded media ({upload_url}/1.1/media/upload.json): one row per upload, owned by the uploading
 * user and `additional_owners`. Every probed fact is read from the bytes (lib/media/probe), never
 * from what the client declared. Media not added to a media library expires (`expires_at`).
 */
export const media = pgTable(
  "media",
  {
    /** Numeric string (media_id / media_id_string of the upload interface). */
    media_id: text("media_id").primaryKey(),
    /** "3_…" image, "16_…" GIF, "7_…" post video, "13_…" amplify video (FACTS). */
    media_key: text("media_key").notNull().unique("media_key_unique"),
    owner_user_id: text("owner_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    additional_owners: jsonb("additional_owners").$type<string[]>().notNull().default([]),
    media_type: text("media_type").$type<"IMAGE" | "GIF" | "VIDEO">().notNull(),
    media_category: text("media_category").notNull(), // POST_IMAGE | POST_GIF | POST_VIDEO | AMPLIFY_VIDEO
    declared_type: text("declared_type"), // the client's media_type (MIME), checked against the bytes
    total_bytes: bigint("total_bytes", { mode: "number" }).notNull(),
    /** uploading (INIT..FINALIZE) | pending | in_progress | succeeded | failed */
    state: text("state").notNull(),
    progress_percent: integer("progress_percent").notNull().default(0),
    error: text("error"),
    storage_key: text("storage_key"),
    poster_storage_key: text("poster_storage_key"),
    content_type: text("content_type"), // probed MIME type served at media_url
    width: integer("width"),
    height: integer("height"),
    animated: boolean("animated"),
    duration_ms: integer("duration_ms"),
    aspect_ratio: text("aspect_ratio"), // reduced "16:9"
    container: text("container"),
    codec: text("codec"),
    created_at: ts("created_at").notNull(),
    updated_at: ts("updated_at").notNull(),
    expires_at: ts("expires_at").notNull(),
  },
  (t) => [
    index("media_expiry").on(t.expires_at),
    // GET /media/<name> finds its row by the stored file's key (lib/media/serve.ts).
    index("media_storage_key").on(t.storage_key),
    index("media_poster_storage_key").on(t.poster_storage_key),
  ],
);

/** An account's media library (document 3): uploaded media added with its names. */
export const mediaLibrary = pgTable(
  "ads_media_library",
  {
    ...adsRowColumns(), // id is internal; the interface addresses entries by media_key
    media_key: text("media_key")
      .notNull()
      .references(() => media.media_key),
    media_type: text("media_type").notNull(),
    media_category: text("media_category").notNull(),
    name: text("name"),
    title: text("title"),
    description: text("description"),
    file_name: text("file_name"),
    poster_media_key: text("poster_media_key"),
  },
  (t) => [
    index("ads_media_library_page").on(t.account_id, t.created_at, t.id),
    uniqueIndex("ads_media_library_key").on(t.account_id, t.media_key),
  ],
);

/** Account media (document 3): creatives by placement; AMPLIFY_VIDEO library entries become PREROLL. */
export const accountMedia = pgTable(
  "ads_account_media",
  {
    ...adsRowColumns(),
    media_key: text("media_key")
      .notNull()
      .references(() => media.media_key),
    creative_type: text("creative_type").notNull(),
  },
  (t) => [index("ads_account_media_page").on(t.account_id, t.created_at, t.id)],
);
