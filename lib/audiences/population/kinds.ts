import { isKeywordType, type KeywordType } from "./corpus/posters";

/**
 * How the population answers each targeting type: the attribute it reads (a column, a membership
 * draw, the corpus, follows, an audience's members), the group its criteria are OR-combined in, and
 * whether it is primary (FACTS: an estimate needs at least one of locations, languages, interests,
 * keywords, followers of users, custom audiences, conversations, events, TV).
 */
export type Kind =
  | { kind: "location" }
  | { kind: "language" }
  | { kind: "age" }
  | { kind: "gender" }
  | { kind: "column"; column: "platform" | "version" | "device" | "operator" }
  | { kind: "keyword"; match: KeywordType }
  | { kind: "followers"; similar: boolean }
  | { kind: "audience" }
  | { kind: "membership" };

const FIXED: Record<string, Kind> = {
  LOCATION: { kind: "location" },
  LANGUAGE: { kind: "language" },
  AGE: { kind: "age" },
  GENDER: { kind: "gender" },
  PLATFORM: { kind: "column", column: "platform" },
  PLATFORM_VERSION: { kind: "column", column: "version" },
  DEVICE: { kind: "column", column: "device" },
  NETWORK_OPERATOR: { kind: "column", column: "operator" },
  FOLLOWERS_OF_USER: { kind: "followers", similar: false },
  SIMILAR_TO_FOLLOWERS_OF_USER: { kind: "followers", similar: true },
  CUSTOM_AUDIENCE: { kind: "audience" },
};

export function kindOf(type: string): Kind {
  if (isKeywordType(type)) return { kind: "keyword", match: type };
  return FIXED[type] ?? { kind: "membership" };
}

/** Keywords of every match type are alternatives of one another, as are the two follower types. */
export function groupOf(type: string): string {
  const k = kindOf(type);
  return k.kind === "keyword" ? "KEYWORD" : k.kind === "followers" ? "FOLLOWERS" : type;
}

const PRIMARY = new Set(["LOCATION", "LANGUAGE", "INTEREST", "CONVERSATION", "EVENT"]);
export function isPrimary(type: string): boolean {
  const k = kindOf(type).kind;
  return (
    PRIMARY.has(type) ||
    k === "keyword" ||
    k === "followers" ||
    k === "audience" ||
    type.startsWith("TV_")
  );
}
export const PRIMARY_DESCRIPTION =
  "locations, languages, interests, keywords, followers of users, custom audiences, conversations, events or TV";
