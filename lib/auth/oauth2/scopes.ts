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
const FIRST_PARTY_ONLY: Scope[] = ["console"];

/** Parses a space-separated scope list; returns the unknown or forbidden names as errors. */
export function parseScopes(
  raw: string | undefined,
  firstParty: boolean,
): { scopes: Scope[]; invalid: string[] } {
  const names = (raw ?? "").split(" ").filter(Boolean);
  // Object.hasOwn: "constructor" or "toString" must not pass as scopes through the prototype.
  const invalid = names.filter(
    (n) => !Object.hasOwn(SCOPES, n) || (!firstParty && FIRST_PARTY_ONLY.includes(n as Scope)),
  );
  return { scopes: [...new Set(names.filter((n) => !invalid.includes(n)))] as Scope[], invalid };
}
