import { keyOf, mix, unit } from "@/lib/audiences/population/hash";
import { ageOf } from "@/lib/audiences/population/people";
import { SEED } from "@/lib/audiences/population/seed";

/**
 * How the synthetic population rates a community note: a pure function of the note's id, its
 * claim_opinion_score and its age, so every process and every run of notes.rate agrees.
 *
 * - Raters: the note draws how many people will rate it, 3 + ⌊18·u₁⌋ (3 to 20). None come in the
 *   first ONSET_MINUTES; then they come fast and slow down (half within HALF_LIFE_HOURS), all by
 *   SETTLED_HOURS. Rater k is person ⌊u(k)·population⌋ of the population (lib/audiences/population),
 *   and their perspective is their age group there: under 35 (0) or 35 and over (1).
 * - Votes: a note's quality is 1 − claim_opinion_score; it leans towards one perspective by
 *   lean = 0.3·(u₂ − 0.5). Rater k finds it helpful when u(k, vote) < quality ± lean (+ for
 *   perspective 0, − for 1), kept within 0.05 and 0.95.
 * - Status (statusOf): fewer than MIN_RATINGS ratings: needs_more_ratings, or minimum_ratings_not_met
 *   once settled. Otherwise, with h the helpful share: h ≥ 0.7 with both perspectives each at least
 *   0.6 helpful → currently_rated_helpful (agreement across perspectives, as the reference's
 *   bridging asks); h ≤ 0.15 with 8 ratings or more → firm_reject; h ≤ 0.3 →
 *   currently_rated_not_helpful; otherwise needs_more_ratings until DECIDE_RATINGS ratings (or
 *   settled), then insufficient_consensus.
 */
export const ONSET_MINUTES = 10;
export const HALF_LIFE_HOURS = 3;
export const SETTLED_HOURS = 48;
export const MIN_RATINGS = 5;
export const DECIDE_RATINGS = 10;

export const NOTE_STATUSES = [
  "needs_more_ratings",
  "currently_rated_helpful",
  "currently_rated_not_helpful",
  "firm_reject",
  "insufficient_consensus",
  "minimum_ratings_not_met",
  "needs_your_help",
] as const;
export type NoteStatus = (typeof NOTE_STATUSES)[number];

export type Rating = { k: number; person: number; perspective: 0 | 1; helpful: boolean };

const draw = (noteId: string, salt: number) => unit(mix(keyOf(noteId), salt));

export const finalRaters = (noteId: string): number => 3 + Math.floor(18 * draw(noteId, 1));

/** How many people have rated the note `ageMs` after its creation. */
export function ratersAt(noteId: string, ageMs: number): number {
  const hours = Math.max(0, ageMs - ONSET_MINUTES * 60_000) / 3_600_000;
  if (hours >= SETTLED_HOURS) return finalRaters(noteId);
  return Math.floor(finalRaters(noteId) * (1 - 0.5 ** (hours / HALF_LIFE_HOURS)));
}

/** Rater k's rating of the note. */
export function ratingOf(noteId: string, score: number, k: number, population: number): Rating {
  const person = Math.floor(draw(noteId, 1000 + k) * population);
  const perspective = ageOf(SEED, person) < 35 ? 0 : 1;
  const lean = 0.3 * (draw(noteId, 2) - 0.5);
  const p = Math.min(0.95, Math.max(0.05, 1 - score + (perspective === 0 ? lean : -lean)));
  return { k, person, perspective, helpful: draw(noteId, 5000 + k) < p };
}

/** The status ratings give a note; `settled` once no more raters will come. */
export function statusOf(
  ratings: readonly Pick<Rating, "perspective" | "helpful">[],
  settled: boolean,
): NoteStatus {
  const n = ratings.length;
  if (n < MIN_RATINGS) return settled ? "minimum_ratings_not_met" : "needs_more_ratings";
  const share = (list: typeof ratings) => list.filter((r) => r.helpful).length / list.length;
  const h = share(ratings);
  const groups = [0, 1].map((g) => ratings.filter((r) => r.perspective === g));
  if (h >= 0.7 && groups.every((g) => g.length > 0 && share(g) >= 0.6))
    return "currently_rated_helpful";
  if (h <= 0.15 && n >= 8) return "firm_reject";
  if (h <= 0.3) return "currently_rated_not_helpful";
  return n >= DECIDE_RATINGS || settled ? "insufficient_consensus" : "needs_more_ratings";
}

/** Every rating and the status of the note at `ageMs` (what notes.rate stores). */
export function noteAt(noteId: string, score: number, ageMs: number, population: number) {
  const ratings = Array.from({ length: ratersAt(noteId, ageMs) }, (_, k) =>
    ratingOf(noteId, score, k, population),
  );
  const settled = ageMs >= (SETTLED_HOURS * 60 + ONSET_MINUTES) * 60_000;
  return { ratings, settled, status: statusOf(ratings, settled) };
}
