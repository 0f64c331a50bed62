"use client";

import { scoreWords } from "./labels";
import { useLiveScore } from "./queries";

/**
 * The draft's claim/opinion score as it is typed: a bar from "checkable claim" to "opinion" and
 * what the number means, said politely to screen readers when it changes.
 */
export function ScoreMeter({ postId, text }: { postId: string; text: string }) {
  const score = useLiveScore(postId, text);
  const value = text.trim() ? score.data?.claim_opinion_score : undefined;
  return (
    <div className="space-y-1.5 rounded-lg bg-zinc-50 p-3 ring-1 ring-zinc-200">
      <p className="text-sm font-medium text-zinc-800" id="note-score-label">
        Claim or opinion?
      </p>
      <meter
        aria-labelledby="note-score-label"
        min={0}
        max={1}
        low={0.35}
        high={0.6}
        optimum={0}
        value={value ?? 0}
        className="block h-3 w-full"
      />
      <p role="status" aria-live="polite" className="text-sm text-zinc-700">
        {value === undefined
          ? "Start writing to see how your note reads."
          : `Score ${value.toFixed(2)} of 1 — ${scoreWords(value)}.`}
        {score.isError && " The score could not be computed; try again."}
      </p>
      <p className="text-xs text-zinc-600">
        0 is a sourced, checkable claim; 1 is an opinion. Links to sources, facts and the
        post&apos;s own words lower it.
      </p>
    </div>
  );
}
