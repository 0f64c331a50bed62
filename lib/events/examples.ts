import { newId } from "@/lib/crypto/tokens";
import type { users } from "@/lib/db/schema";
import type { EventKind } from "./kinds";
import { toUserRef, type UserRef } from "./people";

type UserRow = typeof users.$inferSelect;

/** What an example is made from: the real user it is about, another real user, the app, the time. */
export type ExampleContext = { user: UserRow; other: UserRef; appId: string; now: Date };

const TEXTS = [
  "Shipping the new dashboard today — thanks to everyone who tested the beta!",
  "Quick reminder: the community call starts in 30 minutes.",
  "Coffee first, then code review.",
];

const pick = <T>(list: readonly T[], seed: string): T =>
  list[[...seed].reduce((n, ch) => n + ch.charCodeAt(0), 0) % list.length];

const minutesAgo = (now: Date, m: number) => new Date(now.getTime() - m * 60_000).toISOString();

function post(ctx: ExampleContext, history: string[] = []) {
  const id = newId();
  return {
    id,
    text: pick(TEXTS, id),
    author_id: ctx.user.id,
    created_at: ctx.now.toISOString(),
    edit_history_post_ids: [...history, id],
    nullcast: false,
  };
}

function message(ctx: ExampleContext, minutes = 0) {
  return {
    id: newId(),
    text: "Are we still on for Thursday?",
    created_at: minutesAgo(ctx.now, minutes),
  };
}

/** before/after of a profile field from the user's real value, and a plausible new one. */
function profileChange(ctx: ExampleContext, before: unknown, after: unknown) {
  return { user: toUserRef(ctx.user), before: before ?? null, after };
}

type Builder = (ctx: ExampleContext) => Record<string, unknown>;

/** Another user's post that refers to one of the user's (`field`: the id of the user's post). */
function engagement(ctx: ExampleContext, field: string, text = "") {
  const id = newId();
  const post = { ...{ id, text, author_id: ctx.other.id }, created_at: ctx.now.toISOString() };
  return {
    post: { ...post, edit_history_post_ids: [id], nullcast: false },
    user: ctx.other,
    target: toUserRef(ctx.user),
    [field]: newId(),
  };
}

/**
 * A realistic payload for every event kind, shaped as the platform's own sources shape theirs (common
 * brief, "Payload contract"), from the real rows of the users involved: the event generator sends
 * these, so a receiver can be built against the generator and work unchanged on real events.
 */
export const EXAMPLES: Record<EventKind, Builder> = {
  "post.create": (ctx) => ({ post: post(ctx), user: toUserRef(ctx.user) }),
  "post.edit": (ctx) => {
    const original = newId();
    return { post: post(ctx, [original]), user: toUserRef(ctx.user), previous_post_id: original };
  },
  "post.delete": (ctx) => ({
    post: { id: newId(), author_id: ctx.user.id },
    user: toUserRef(ctx.user),
  }),
  "post.repost.create": (ctx) => engagement(ctx, "repost_of_id"),
  "post.reply.create": (ctx) => engagement(ctx, "in_reply_to_post_id", "Congratulations!"),
  "post.quote.create": (ctx) => engagement(ctx, "quoted_post_id", "Worth reading."),
  "profile.update.bio": (ctx) =>
    profileChange(ctx, ctx.user.bio || null, "Building things for the open web. Views my own."),
  "profile.update.screenname": (ctx) =>
    profileChange(ctx, ctx.user.screenName, `${ctx.user.screenName.slice(0, 11)}_hq`),
  "profile.update.url": (ctx) => profileChange(ctx, ctx.user.url, "https://example.com/about"),
  "profile.update.geo": (ctx) => profileChange(ctx, ctx.user.location, "Lisbon, Portugal"),
  "profile.update.picture": (ctx) =>
    profileChange(ctx, ctx.user.profileImageUrl, "https://example.com/avatars/new.png"),
  "profile.update.banner": (ctx) =>
    profileChange(ctx, ctx.user.profileBannerUrl, "https://example.com/banners/new.png"),
  "profile.update.verified": (ctx) => profileChange(ctx, ctx.user.verified, !ctx.user.verified),
  "profile.update.affiliate": (ctx) => profileChange(ctx, null, { affiliated_with: ctx.other }),
  "user.authorization.revoke": (ctx) => ({ user: toUserRef(ctx.user), app_id: ctx.appId }),
  "follow.follow": (ctx) => ({ source: toUserRef(ctx.user), target: ctx.other }),
  "follow.unfollow": (ctx) => ({ source: toUserRef(ctx.user), target: ctx.other }),
  "like.create": (ctx) => ({ source: ctx.other, target: toUserRef(ctx.user), post_id: newId() }),
  "block.block": (ctx) => ({ source: toUserRef(ctx.user), target: ctx.other }),
  "mute.mute": (ctx) => ({ source: toUserRef(ctx.user), target: ctx.other }),
  "dm.received": (ctx) => dm(ctx, "inbound", message(ctx)),
  "dm.sent": (ctx) => dm(ctx, "outbound", message(ctx)),
  "dm.read": (ctx) => dm(ctx, "inbound", message(ctx, 5)),
  "dm.indicate_typing": (ctx) => dm(ctx, "inbound"),
  "spaces.start": (ctx) => ({ user: toUserRef(ctx.user), space: space(ctx, false) }),
  "spaces.end": (ctx) => ({ user: toUserRef(ctx.user), space: space(ctx, true) }),
  "news.new": (ctx) => ({ news: newsStory(ctx) }),
  "usage.threshold": (ctx) => ({
    user: toUserRef(ctx.user),
    app: { id: ctx.appId, name: "Demo Third-Party App" },
    tier: "basic",
    percent: 80,
    cycle: ctx.now.toISOString().slice(0, 7),
    reads: { used: 12_000, cap: 15_000 },
    posts: { used: 140, cap: 50_000 },
  }),
};

/** A story as lib/news/refresh.ts announces it: a cluster of posts about one subject. */
function newsStory(ctx: ExampleContext) {
  const none = { events: [], organizations: [], people: [], places: [], products: [] };
  return {
    id: `1${newId().slice(-15)}`,
    name: "Dashboard launch",
    category: "technology",
    hook: pick(TEXTS, ctx.user.id),
    summary: "3 posts from 2 accounts in the last hours about dashboard, launch and beta.",
    keywords: ["dashboard", "launch", "beta"],
    contexts: {
      entities: none,
      topics: ["technology"],
      finance: { tickers: [] },
      sports: { teams: [] },
    },
    cluster_posts_results: [{ post_id: newId() }, { post_id: newId() }],
    updated_at: ctx.now.toISOString(),
  };
}

/** inbound: the other user wrote to the subscribed user; outbound: the subscribed user wrote. */
function dm(ctx: ExampleContext, direction: "inbound" | "outbound", msg?: object) {
  const me = toUserRef(ctx.user);
  const [sender, recipient] = direction === "inbound" ? [ctx.other, me] : [me, ctx.other];
  return { user: me, direction, sender, recipient, ...(msg ? { message: msg } : {}) };
}

function space(ctx: ExampleContext, ended: boolean) {
  const started = ended ? minutesAgo(ctx.now, 45) : ctx.now.toISOString();
  return {
    id: `1${newId().slice(-12)}`,
    title: `${ctx.user.name}'s weekly Q&A`,
    started_at: started,
    ...(ended ? { ended_at: ctx.now.toISOString() } : {}),
  };
}

export function examplePayload(kind: EventKind, ctx: ExampleContext): Record<string, unknown> {
  return EXAMPLES[kind](ctx);
}
