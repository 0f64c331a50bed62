import { DIRECTED_KINDS, EVENT_KINDS, type EventKind } from "@/lib/events/kinds";

/** What each event type means, in words, for the event type select and the table. */
export const KIND_MEANING: Record<EventKind, string> = {
  "post.create": "a post is published",
  "post.edit": "a post is edited",
  "post.delete": "a post is deleted",
  "post.repost.create": "someone reposts the user's post",
  "post.reply.create": "someone replies to the user's post",
  "post.quote.create": "someone quotes the user's post",
  "profile.update.bio": "a profile's bio changes",
  "profile.update.screenname": "a screen name changes",
  "profile.update.url": "a profile's website changes",
  "profile.update.geo": "a profile's location changes",
  "profile.update.picture": "a profile picture changes",
  "profile.update.banner": "a profile banner changes",
  "profile.update.verified": "a verification status changes",
  "profile.update.affiliate": "an affiliation changes",
  "user.authorization.revoke": "a user revokes this app's access",
  "follow.follow": "a user follows someone",
  "follow.unfollow": "a user unfollows someone",
  "like.create": "a user likes a post",
  "block.block": "a user blocks someone",
  "mute.mute": "a user mutes someone",
  "dm.received": "a direct message is received",
  "dm.sent": "a direct message is sent",
  "dm.read": "a direct message is read",
  "dm.indicate_typing": "someone is typing a direct message",
  "spaces.start": "a Space starts",
  "spaces.end": "a Space ends",
  "news.new": "a news story appears",
  "usage.threshold": "an app reaches 80% or 100% of its monthly cap",
};

/** The meaning of a stored event type ("" for a name the catalogue no longer has). */
export const meaning = (kind: string): string =>
  Object.hasOwn(KIND_MEANING, kind) ? KIND_MEANING[kind as EventKind] : ""; // hasOwn checked it

export const KINDS = Object.keys(EVENT_KINDS) as EventKind[];

/** Kinds with a text a keyword filter reads (lib/webhooks/products/activity.ts KEYWORD_KINDS). */
const KEYWORD_KINDS: readonly string[] = [
  "post.create",
  "post.edit",
  "profile.update.bio",
  "news.new",
];

export const takesKeyword = (kind: string) => KEYWORD_KINDS.includes(kind);
export const takesDirection = (kind: string) =>
  (DIRECTED_KINDS as readonly string[]).includes(kind);

export const DIRECTION_WORDS: Record<string, string> = {
  inbound: "received by the user",
  outbound: "sent by the user",
};

/** A subscription's filter in words: "by @demo · "big cat" · sent by the user". */
export function filterInWords(row: {
  filter: Record<string, string>;
  filter_user: { id: string; screen_name: string } | null;
}): string {
  const parts: string[] = [];
  if (row.filter.user_id)
    parts.push(
      row.filter_user?.screen_name
        ? `user @${row.filter_user.screen_name} (${row.filter.user_id})`
        : `user ${row.filter.user_id}`,
    );
  if (row.filter.keyword) parts.push(`keyword “${row.filter.keyword}”`);
  if (row.filter.direction)
    parts.push(DIRECTION_WORDS[row.filter.direction] ?? row.filter.direction);
  return parts.join(" · ") || "—";
}
