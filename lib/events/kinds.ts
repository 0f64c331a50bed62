/**
 * THE catalogue of event kinds (document 1 "Events", FACTS "Webhooks"): the dot-separated lowercase
 * names the platform sends since 2026-03-18, with the PascalCase names of the change history accepted
 * on input as aliases. `source` says what produces each kind: a feature of the platform, or only the
 * event generator (kinds no feature of the platform produces yet; their events are marked test).
 */
export const EVENT_KINDS = {
  "post.create": { source: "platform", alias: "PostCreate" },
  "post.edit": { source: "platform", alias: "PostEdit" },
  "post.delete": { source: "platform", alias: "PostDelete" },
  "post.repost.create": { source: "platform", alias: "PostRepostCreate" },
  "post.reply.create": { source: "platform", alias: "PostReplyCreate" },
  "post.quote.create": { source: "platform", alias: "PostQuoteCreate" },
  "profile.update.bio": { source: "platform", alias: "ProfileBioUpdate" },
  "profile.update.screenname": { source: "platform", alias: "ProfileScreennameUpdate" },
  "profile.update.url": { source: "platform", alias: "ProfileUrlUpdate" },
  "profile.update.geo": { source: "platform", alias: "ProfileGeoUpdate" },
  "profile.update.picture": { source: "platform", alias: "ProfilePictureUpdate" },
  "profile.update.banner": { source: "platform", alias: "ProfileBannerUpdate" },
  "profile.update.verified": { source: "generator", alias: "ProfileVerifiedUpdate" },
  "profile.update.affiliate": { source: "generator", alias: "ProfileAffiliateUpdate" },
  "user.authorization.revoke": { source: "platform", alias: "UserAuthorizationRevoke" },
  "follow.follow": { source: "platform", alias: "FollowFollow" },
  "follow.unfollow": { source: "platform", alias: "FollowUnfollow" },
  "like.create": { source: "platform", alias: "Favorite" },
  "block.block": { source: "generator", alias: "Block" },
  "mute.mute": { source: "generator", alias: "Mute" },
  "dm.received": { source: "generator", alias: "DmReceived" },
  "dm.sent": { source: "generator", alias: "DmSent" },
  "dm.read": { source: "generator", alias: "DmRead" },
  "dm.indicate_typing": { source: "generator", alias: "DmIndicateTyping" },
  "spaces.start": { source: "generator", alias: "SpacesStart" },
  "spaces.end": { source: "generator", alias: "SpacesEnd" },
  "news.new": { source: "platform", alias: "NewsNew" },
  /** An app reached 80% or 100% of a monthly cap (lib/usage): about the app's owner. */
  "usage.threshold": { source: "platform", alias: "UsageThreshold" },
} as const;

export type EventKind = keyof typeof EVENT_KINDS;

const BY_ALIAS = new Map(
  Object.entries(EVENT_KINDS).flatMap(([kind, d]): [string, EventKind][] =>
    isEventKind(kind) ? [[d.alias.toLowerCase(), kind]] : [],
  ),
);

export function isEventKind(value: string): value is EventKind {
  return Object.hasOwn(EVENT_KINDS, value);
}

/** The canonical kind for a name a client sent (canonical or PascalCase alias), or null. */
export function eventKind(input: string): EventKind | null {
  if (isEventKind(input)) return input;
  return BY_ALIAS.get(input.toLowerCase()) ?? null;
}

/** Kinds whose events carry direct-message direction (the activity product's direction filter). */
export const DIRECTED_KINDS: readonly EventKind[] = [
  "dm.received",
  "dm.sent",
  "dm.read",
  "dm.indicate_typing",
];
