import type { TargetingType } from "./types";

/**
 * Keyword criteria rules. The value is the keyword text: trimmed, inner whitespace collapsed to one
 * space and lower-cased (matching is case-insensitive, so "Running Shoes" and "running shoes" are one
 * criterion). BROAD matches the words in any form and order, UNORDERED all the words in any order,
 * PHRASE the words in this order, EXACT the whole text only.
 */
export const KEYWORD_MAX_LENGTH = 80;
export const KEYWORD_MAX_WORDS = 10;

export function normalizeKeyword(text: string): string {
  return text.trim().replace(/\s+/g, " ").toLowerCase();
}

/** What is wrong with a keyword of that type (a sentence for the error), or undefined when it is good. */
export function keywordProblem(type: TargetingType, text: string): string | undefined {
  const k = normalizeKeyword(text);
  if (k.length === 0) return `A ${type} value is the keyword text; it must not be empty.`;
  if (k.length > KEYWORD_MAX_LENGTH)
    return `A ${type} value is at most ${KEYWORD_MAX_LENGTH} characters; this one has ${k.length}.`;
  // Control characters and quotes: a keyword is plain words; PHRASE_KEYWORD says "in this order".
  if (/[\p{Cc}"]/u.test(k))
    return `A ${type} value is plain words: no quotes or control characters (use PHRASE_KEYWORD for an exact phrase).`;
  const words = k.split(" ").length;
  if (words > KEYWORD_MAX_WORDS)
    return `A ${type} value has at most ${KEYWORD_MAX_WORDS} words; this one has ${words}.`;
  if (type === "UNORDERED_KEYWORD" && words < 2)
    return "An UNORDERED_KEYWORD value has at least two words (one word is a BROAD_KEYWORD).";
  return undefined;
}
