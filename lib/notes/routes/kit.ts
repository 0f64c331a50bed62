import { z } from "zod";

/** The worked examples' ids: a post (none on an isolated server) and a note. */
export const EXAMPLE_POST = "1933207126262096118";
export const EXAMPLE_NOTE = "1939667242318541239";

/** test_mode=true: every note is a test note for now, as on the reference. */
export const testMode = z.enum(["true"], { error: "must be true: notes are test notes for now" });

export const noteId = z
  .string({ error: "must be the id (digits) of one of your notes" })
  .regex(/^\d{1,19}$/, "must be the id (digits) of one of your notes");
