import { z } from "zod";
import { CLASSIFICATIONS, MISLEADING_TAGS } from "./schema";
import { NOTE_STATUSES } from "./rating-model";
import type { NoteRow } from "./lists";

/**
 * A note as the interface answers it (the reference's Note: id, post_id, info, status,
 * test_result). `note.fields` picks beyond id and post_id; without it, info and status come.
 * test_result is this platform's: the note's claim_opinion_score and its ratings so far.
 */
export const NOTE_FIELDS = ["info", "status", "test_result", "created_at"] as const;
export type NoteField = (typeof NOTE_FIELDS)[number];
export const DEFAULT_NOTE_FIELDS: NoteField[] = ["info", "status"];

/** The fields a note.fields list names (the parameter's schema has checked each name). */
export const noteFieldsOf = (list: readonly string[]): NoteField[] => {
  const named = NOTE_FIELDS.filter((f) => list.includes(f));
  return named.length ? named : DEFAULT_NOTE_FIELDS;
};

export const noteInfoView = z.object({
  text: z.string(),
  classification: z.enum(CLASSIFICATIONS),
  misleading_tags: z.array(z.enum(MISLEADING_TAGS)),
  trustworthy_sources: z.boolean(),
  is_media_note: z.boolean(),
});

export const noteView = z.object({
  id: z.string(),
  post_id: z.string(),
  info: noteInfoView.optional(),
  status: z.enum(NOTE_STATUSES).optional(),
  test_result: z
    .object({
      claim_opinion_score: z.number(),
      helpful_ratings: z.number().int(),
      not_helpful_ratings: z.number().int(),
    })
    .optional(),
  created_at: z.string().optional(),
});
export type NoteView = z.input<typeof noteView>;

const classificationOf = (v: string) => CLASSIFICATIONS.find((c) => c === v) ?? "not_misleading";
const statusOf = (v: string) => NOTE_STATUSES.find((s) => s === v) ?? "needs_more_ratings";
const tagsOf = (list: string[]) => MISLEADING_TAGS.filter((t) => list.includes(t));

export function toNoteView(row: NoteRow, fields: readonly NoteField[]): NoteView {
  const out: NoteView = { id: row.id, post_id: row.post_id };
  if (fields.includes("info"))
    out.info = {
      text: row.text,
      classification: classificationOf(row.classification),
      misleading_tags: tagsOf(row.misleading_tags),
      trustworthy_sources: row.trustworthy_sources,
      is_media_note: row.is_media_note,
    };
  if (fields.includes("status")) out.status = statusOf(row.status);
  if (fields.includes("test_result"))
    out.test_result = {
      claim_opinion_score: row.claim_opinion_score,
      helpful_ratings: row.helpful_count,
      not_helpful_ratings: row.not_helpful_count,
    };
  if (fields.includes("created_at")) out.created_at = row.created_at.toISOString();
  return out;
}
