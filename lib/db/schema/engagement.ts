import { index, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { users } from "./users";
import { posts } from "./posts";
import { ts } from "./ads-columns";

/** Who liked which post (POST /2/users/:id/likes): one row per user and post. */
export const postLikes = pgTable(
  "post_likes",
  {
    user_id: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    post_id: text("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    created_at: ts("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.post_id] }), index("post_likes_post").on(t.post_id)],
);

/** Who follows whom (POST /2/users/:id/following): one row per follower and followed user. */
export const follows = pgTable(
  "follows",
  {
    user_id: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    target_user_id: text("target_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    created_at: ts("created_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.target_user_id] }),
    index("follows_target").on(t.target_user_id),
  ],
);
