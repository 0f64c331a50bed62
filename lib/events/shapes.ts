import { z } from "zod";
import type { EventKind } from "./kinds";

/**
 * The payload contract of every event kind as zod shapes (common brief, "Payload contract"): what the
 * sources emit and the generator imitates, so products and tests can rely on it. Shapes are open
 * (extra keys pass): a source may add facts without breaking a product.
 */
const id = z.string().min(1);
const time = z.string().datetime({ offset: true });
export const userShape = z.object({ id, screen_name: z.string(), name: z.string() });

const post = z.object({
  id,
  text: z.string(),
  author_id: id,
  created_at: time,
  edit_history_post_ids: z.array(id).min(1),
  card_uri: z.string().optional(),
  media_keys: z.array(z.string()).optional(),
  nullcast: z.boolean(),
});
const postEvent = z.object({ post, user: userShape });
/** A post that refers to another: `target` is the other post's author, the user it is about. */
const engagement = postEvent.extend({ target: userShape });
const change = z.object({ user: userShape, before: z.unknown(), after: z.unknown() });
const relation = z.object({ source: userShape, target: userShape, post_id: id.optional() });
const dm = z.object({
  user: userShape,
  direction: z.enum(["inbound", "outbound"]),
  sender: userShape,
  recipient: userShape,
  message: z.object({ id, text: z.string(), created_at: time }).optional(),
});
const space = z.object({
  user: userShape,
  space: z.object({ id, title: z.string(), started_at: time, ended_at: time.optional() }),
});

const names = z.array(z.string());
/** A news story's contexts (FACTS "News"): the news.new payload's, and the news interface's (lib/news). */
export const storyContextsSchema = z.object({
  entities: z.object({
    events: names,
    organizations: names,
    people: names,
    places: names,
    products: names,
  }),
  topics: names,
  finance: z.object({ tickers: names }),
  sports: z.object({ teams: names }),
});
/** A new news story (lib/news): about no user; the activity product's keyword filter reads it. */
const news = z.object({
  news: z.object({
    id,
    name: z.string(),
    category: z.string(),
    hook: z.string(),
    summary: z.string(),
    keywords: names,
    contexts: storyContextsSchema,
    cluster_posts_results: z.array(z.object({ post_id: id })),
    updated_at: time,
  }),
});

export const PAYLOAD_SHAPES: Record<EventKind, z.ZodType> = {
  "post.create": postEvent,
  "post.edit": postEvent.extend({ previous_post_id: id }),
  "post.delete": z.object({ post: z.object({ id, author_id: id }), user: userShape }),
  "post.repost.create": engagement.extend({ repost_of_id: id }),
  "post.reply.create": engagement.extend({ in_reply_to_post_id: id }),
  "post.quote.create": engagement.extend({ quoted_post_id: id }),
  "profile.update.bio": change,
  "profile.update.screenname": change,
  "profile.update.url": change,
  "profile.update.geo": change,
  "profile.update.picture": change,
  "profile.update.banner": change,
  "profile.update.verified": change,
  "profile.update.affiliate": change,
  "user.authorization.revoke": z.object({ user: userShape, app_id: id }),
  "follow.follow": relation,
  "follow.unfollow": relation,
  "like.create": relation.extend({ post_id: id }),
  "block.block": relation,
  "mute.mute": relation,
  "dm.received": dm.extend({ direction: z.literal("inbound") }),
  "dm.sent": dm.extend({ direction: z.literal("outbound") }),
  "dm.read": dm,
  "dm.indicate_typing": dm,
  "spaces.start": space,
  "spaces.end": space.extend({
    space: space.shape.space.extend({ ended_at: time }),
  }),
  "news.new": news,
  "usage.threshold": z.object({
    user: userShape,
    app: z.object({ id, name: z.string() }),
    tier: z.string(),
    percent: z.union([z.literal(80), z.literal(100)]),
    cycle: z.string().regex(/^\d{4}-\d{2}$/),
    reads: z.object({ used: z.number().int(), cap: z.number().int() }),
    posts: z.object({ used: z.number().int(), cap: z.number().int() }),
  }),
};
