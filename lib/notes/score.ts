import { FACTUAL_WORDS, OPINION_WORDS, STOP_WORDS } from "./words";

/**
 * claim_opinion_score: how much a note reads as opinion rather than a checkable claim, from 0 (a
 * sourced, factual, on-topic note) to 1 (an unsourced judgement that says nothing of the post). A
 * pure function of the note's text and the post's text, so the same pair always scores the same,
 * in the console's live preview, POST /2/evaluate_note and the note stored at creation alike.
 *
 *   sources      = min(URLs in the note, 2) / 2
 *   subjectivity = (opinion words + 1) / (opinion words + factual words + 2)
 *                  (numbers count as factual words; a note with neither is 0.5)
 *   overlap      = the post's topic words the note repeats / the post's topic words (0 without any)
 *   brevity      = max(0, 8 - words) / 8 (a note of under 8 words says too little to check)
 *   score        = 0.45 subjectivity + 0.25 (1 - sources) + 0.15 (1 - overlap) + 0.15 brevity
 *
 * rounded to three decimals. Word lists: lib/notes/words.ts. Topic words are words of 3 letters or
 * more that are not stop words; URLs are not words.
 */
export const WEIGHTS = { subjectivity: 0.45, sources: 0.25, overlap: 0.15, brevity: 0.15 } as const;
export const BRIEF_WORDS = 8;

const URL = /\bhttps?:\/\/[^\s<>"]+/gi;

export function urlsIn(text: string): string[] {
  return text.match(URL) ?? [];
}

/** Lowercase words of the text, URLs left out: letters and digits, inner apostrophes kept. */
export function wordsOf(text: string): string[] {
  return (
    text
      .replace(URL, " ")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? []
  );
}

const topicWords = (words: string[]) =>
  new Set(words.filter((w) => w.length >= 3 && !STOP_WORDS.has(w) && !OPINION_WORDS.has(w)));

export type ScoreParts = {
  sources: number;
  subjectivity: number;
  overlap: number;
  brevity: number;
  score: number;
};

export function scoreParts(noteText: string, postText: string): ScoreParts {
  const words = wordsOf(noteText);
  const sources = Math.min(urlsIn(noteText).length, 2) / 2;
  const opinion = words.filter((w) => OPINION_WORDS.has(w)).length;
  const factual = words.filter((w) => FACTUAL_WORDS.has(w) || /\d/.test(w)).length;
  const subjectivity = (opinion + 1) / (opinion + factual + 2);
  const postTopics = topicWords(wordsOf(postText));
  const noteTopics = topicWords(words);
  const shared = [...postTopics].filter((w) => noteTopics.has(w)).length;
  const overlap = postTopics.size ? shared / postTopics.size : 0;
  const brevity = Math.max(0, BRIEF_WORDS - words.length) / BRIEF_WORDS;
  const raw =
    WEIGHTS.subjectivity * subjectivity +
    WEIGHTS.sources * (1 - sources) +
    WEIGHTS.overlap * (1 - overlap) +
    WEIGHTS.brevity * brevity;
  const score = Math.round(Math.min(1, Math.max(0, raw)) * 1000) / 1000;
  return { sources, subjectivity, overlap, brevity, score };
}

/** The score alone, as the interface answers it. */
export const claimOpinionScore = (noteText: string, postText: string): number =>
  scoreParts(noteText, postText).score;
