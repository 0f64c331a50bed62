import type { NoteStatus } from "@/lib/notes/rating-model";
import type { Classification, MisleadingTag } from "@/lib/notes/schema";

/** What a note's status means, in plain words (the interface's values are never shown raw). */
export const STATUS_LABELS: Record<NoteStatus, { label: string; tone: string }> = {
  needs_more_ratings: { label: "Waiting for more ratings", tone: "bg-zinc-100 text-zinc-700" },
  currently_rated_helpful: { label: "Rated helpful", tone: "bg-emerald-50 text-emerald-800" },
  currently_rated_not_helpful: { label: "Rated not helpful", tone: "bg-red-50 text-red-800" },
  firm_reject: { label: "Rejected by raters", tone: "bg-red-50 text-red-800" },
  insufficient_consensus: {
    label: "Raters did not agree",
    tone: "bg-amber-50 text-amber-900",
  },
  minimum_ratings_not_met: {
    label: "Too few ratings to decide",
    tone: "bg-amber-50 text-amber-900",
  },
  needs_your_help: { label: "Needs your help", tone: "bg-accent-50 text-accent-700" },
};

export const CLASSIFICATION_LABELS: Record<Classification, string> = {
  misinformed_or_potentially_misleading: "Misinformed or potentially misleading",
  not_misleading: "Not misleading",
};

export const TAG_LABELS: Record<MisleadingTag, string> = {
  factual_error: "It contains a factual error",
  manipulated_media: "It contains altered or manipulated media",
  outdated_information: "It is outdated information",
  missing_important_context: "It misses important context",
  disputed_claim_as_fact: "It presents an unverified claim as fact",
  misinterpreted_satire: "It is a joke or satire taken as fact",
  other: "Another reason",
};

/** How the claim/opinion score reads: low is a checkable claim, high an opinion. */
export function scoreWords(score: number): string {
  if (score < 0.35) return "Reads as a sourced, checkable claim";
  if (score < 0.6) return "Mixes claims and opinion";
  return "Reads as an opinion: add sources and facts";
}
