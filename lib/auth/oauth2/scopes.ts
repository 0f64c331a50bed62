/** OAuth 2.0 user-flow scopes. `console` is for first-party clients only (the console itself). */
export const SCOPES = {
  "post.read": "Read posts you can see",
  "post.write": "Post and repost for you",
  "users.read": "Read your profile and account details",
  "follow.read": "See who you follow and who follows you",
  "follow.write": "Follow and unfollow accounts for you",
  "like.read": "See posts you liked",
  "like.write": "Like and unlike posts for you",
  "dm.read": "Read your direct messages",
  "dm.write": "Send direct messages for you",
  "media.write": "Upload media for you",
  "ads.read": "Read your advertising accounts",
  "ads.write": "Manage your advertising accounts",
  "offline.access": "Stay connected until you revoke access",
  console: "Use the SVC console",
} as const satisfies Record<string, string>;

export type Scope = keyof typeof SCOPES;

/** Own names only: "constructor" or "toString" must not pass as scopes through the prototype. */
export function isScope(name: string): name is Scope {
  return Object.hasOwn(SCOPES, name);
}
const FIRST_PARTY_ONLY: Scope[] = ["console"];

/**
 * The reference platform's scope names that differ from ours, as its client libraries send them
 * (twitter-api-v2's TOAuth2Scope, twitter-api-sdk's OAuth2Scopes, tweepy's OAuth2UserHandler): each
 * stands for one of ours, or, for an interface this platform does not have, for nothing (`none`: what
 * it is about, in plain words for the approval page). Names both platforms share (users.read,
 * like.read, dm.write, media.write, offline.access…) need no entry. Tokens answer the names as asked
 * (ParsedScopes.asked); what they grant is ours.
 */
export const REFERENCE_SCOPES: Record<string, Scope | { none: string }> = {
  "tweet.read": "post.read",
  "tweet.write": "post.write",
  "follows.read": "follow.read",
  "follows.write": "follow.write",
  "tweet.moderate.write": { none: "hiding replies" },
  "users.email": { none: "your email address" },
  "space.read": { none: "Spaces" },
  "mute.read": { none: "muted accounts" },
  "mute.write": { none: "muted accounts" },
  "block.read": { none: "blocked accounts" },
  "block.write": { none: "blocked accounts" },
  "bookmark.read": { none: "bookmarks" },
  "bookmark.write": { none: "bookmarks" },
  "list.read": { none: "lists" },
  "list.write": { none: "lists" },
};

export type ParsedScopes = {
  /** Ours, each once, in the order asked. */
  scopes: Scope[];
  /** Names that are neither ours nor the reference platform's, or that this client may not have. */
  invalid: string[];
  /** What the reference scopes with no counterpart here are about (plain words, each once). */
  unserved: string[];
  /**
   * The valid names as asked (ours and the reference platform's), each once, in the order asked: the
   * `scope` the tokens answer, so a client that compares the answer with its request (oauthlib, under
   * tweepy and requests-oauthlib) finds it unchanged.
   */
  asked: string;
};

/** Parses a space-separated scope list, reference names included (REFERENCE_SCOPES). */
export function parseScopes(raw: string | undefined, firstParty: boolean): ParsedScopes {
  const scopes = new Set<Scope>();
  const invalid: string[] = [];
  const unserved = new Set<string>();
  const asked = new Set<string>();
  for (const name of (raw ?? "").split(" ").filter(Boolean)) {
    // Object.hasOwn: "constructor" or "toString" must not pass as scopes through the prototype.
    const alias = Object.hasOwn(REFERENCE_SCOPES, name) ? REFERENCE_SCOPES[name] : undefined;
    const ours = isScope(name) ? name : alias;
    if (typeof ours === "object") unserved.add(ours.none);
    else if (ours === undefined || (!firstParty && FIRST_PARTY_ONLY.includes(ours))) {
      invalid.push(name);
      continue;
    } else scopes.add(ours);
    asked.add(name);
  }
  return { scopes: [...scopes], invalid, unserved: [...unserved], asked: [...asked].join(" ") };
}
