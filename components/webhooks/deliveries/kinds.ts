import { EVENT_KINDS, type EventKind } from "@/lib/events/kinds";

/** One line per event kind for the test-event select and the kind filter (document 1 "Events"). */
export const KIND_MEANINGS: Record<EventKind, string> = {
  "post.create": "a user posted",
  "post.edit": "a user edited a post",
  "post.delete": "a user deleted a post",
  "profile.update.bio": "a profile's bio changed",
  "profile.update.screenname": "a user changed their screen name",
  "profile.update.url": "a profile's website changed",
  "profile.update.geo": "a profile's location changed",
  "profile.update.picture": "a profile picture changed",
  "profile.update.banner": "a profile banner changed",
  "profile.update.verified": "a user's verified status changed",
  "profile.update.affiliate": "a user's affiliation changed",
  "user.authorization.revoke": "a user revoked your app's access",
  "follow.follow": "a user followed someone",
  "follow.unfollow": "a user unfollowed someone",
  "like.create": "a user liked a post",
  "post.repost.create": "someone reposted the user's post",
  "post.reply.create": "someone replied to the user's post",
  "post.quote.create": "someone quoted the user's post",
  "block.block": "a user blocked someone",
  "mute.mute": "a user muted someone",
  "dm.received": "a direct message arrived",
  "dm.sent": "a direct message was sent",
  "dm.read": "a direct message was read",
  "dm.indicate_typing": "someone is typing a direct message",
  "spaces.start": "a Space started",
  "spaces.end": "a Space ended",
  "news.new": "a news story appeared",
  "usage.threshold": "an app reached 80% or 100% of its monthly cap",
};

export const KINDS = Object.keys(EVENT_KINDS) as EventKind[];
