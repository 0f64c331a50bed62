import { parseQuery, type Query } from "@/lib/search/query-language";
import { STREAM_OPERATORS } from "@/lib/search/query-match";

export { matches, type StreamPost as Post } from "@/lib/search/query-match";
export { words } from "@/lib/search/query-language";
export type Rule = Query;

export const MAX_RULE_LENGTH = 2048;

/**
 * The filtered stream's rules: the query language of post search (lib/search), with the operators a
 * new post's own event can answer. Throws a QueryError whose message is the reason, with its position.
 */
export const parseRule = (value: string): Rule =>
  parseQuery(value, { noun: "rule", maxLength: MAX_RULE_LENGTH, allowed: STREAM_OPERATORS });
