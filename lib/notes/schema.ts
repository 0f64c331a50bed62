import { z } from "zod";

/**
 * The one definition of a community note's input (FACTS "Community notes"): the version-2 body, the
 * console's draft form (zodResolver) and the console API all parse with these, so a rule cannot
 * differ between them. Messages are sentences: the form shows them under the field, and a problem's
 * detail puts the parameter's name before them.
 */
export const NOTE_MAX_TEXT = 280;
export const CLASSIFICATIONS = ["misinformed_or_potentially_misleading", "not_misleading"] as const;
export const MISLEADING_TAGS = [
  "disputed_claim_as_fact",
  "factual_error",
  "manipulated_media",
  "misinterpreted_satire",
  "missing_important_context",
  "other",
  "outdated_information",
] as const;
export type Classification = (typeof CLASSIFICATIONS)[number];
export type MisleadingTag = (typeof MISLEADING_TAGS)[number];

export const postIdField = z
  .string({ error: "Choose the post the note is about (its id, digits)." })
  .regex(/^\d{1,19}$/, "Choose the post the note is about (its id, digits).");

const textRule = `Write the note: 1 to ${NOTE_MAX_TEXT} characters with a link to a source.`;
const noteText = z
  .string({ error: textRule })
  .trim()
  .min(1, textRule)
  .max(NOTE_MAX_TEXT, `The note must be at most ${NOTE_MAX_TEXT} characters.`)
  .refine((t) => /\bhttps?:\/\/\S+/i.test(t), "Add a link (https://…) to a source.");

const noteFields = {
  text: noteText,
  classification: z.enum(CLASSIFICATIONS, {
    // The form shows it beside its two choices; the interface's problem names the parameter.
    error: "Say whether the post is misleading or not.",
  }),
  misleading_tags: z
    .array(z.enum(MISLEADING_TAGS, { error: `Reasons are ${MISLEADING_TAGS.join(", ")}.` }))
    .max(MISLEADING_TAGS.length)
    .optional()
    .transform((tags) => [...new Set(tags ?? [])]),
  trustworthy_sources: z.boolean({
    error: "Say whether your sources are trustworthy (true or false).",
  }),
  is_media_note: z
    .boolean({ error: "Say whether the note is about the media (true or false)." })
    .optional()
    .default(false),
};

type Fields = {
  classification: Classification;
  misleading_tags: MisleadingTag[];
};

/** A note that calls the post misleading says how (the reference refuses it without tags). */
function tagsRule(v: Fields, ctx: z.RefinementCtx, path: string[]) {
  if (v.classification === "misinformed_or_potentially_misleading" && !v.misleading_tags.length)
    ctx.addIssue({
      code: "custom",
      path,
      message: "Choose at least one reason the post is misleading.",
    });
}

export const noteInfoSchema = z
  .strictObject(noteFields)
  .superRefine((v, ctx) => tagsRule(v, ctx, ["misleading_tags"]));

/** POST /2/notes. */
export const noteCreateBody = z.strictObject({
  test_mode: z.literal(true, { error: "must be true: notes are test notes for now" }),
  post_id: postIdField,
  info: noteInfoSchema,
});
export type NoteInfo = z.output<typeof noteInfoSchema>;

/** The console's draft: the same fields, flat (a form field per parameter). */
export const noteDraftSchema = z
  .strictObject({ post_id: postIdField, ...noteFields })
  .superRefine((v, ctx) => tagsRule(v, ctx, ["misleading_tags"]));
export type NoteDraftInput = z.input<typeof noteDraftSchema>;
export type NoteDraft = z.output<typeof noteDraftSchema>;

/** POST /2/evaluate_note: the text as drafted (no URL needed yet, it is only scored). */
export const evaluateBody = z.strictObject({
  post_id: postIdField,
  note_text: z
    .string({ error: `Write the note's text (at most ${NOTE_MAX_TEXT * 4} characters).` })
    .max(NOTE_MAX_TEXT * 4, `The text must be at most ${NOTE_MAX_TEXT * 4} characters.`),
});
