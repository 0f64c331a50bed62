import { z } from "zod";

/**
 * Field types of conversation cards (used by rules.ts). A hashtag is accepted with or without its
 * leading "#", and answered with it ("#ShareNow"): at most 20 characters not counting the "#",
 * letters, digits and underscores, not only digits (what a hashtag is on the timeline).
 */
export const MAX_HASHTAG = 20;
export const MAX_SHORT_TEXT = 23;
export const MAX_CTA_POST = 256;
export const MAX_NAME = 80;

export const hashtag = () =>
  z
    .string({ error: "Expected a hashtag such as #ShareNow" })
    .trim()
    .transform((v) => v.replace(/^#/, ""))
    .pipe(
      z
        .string()
        .min(1, "Expected a hashtag such as #ShareNow")
        .max(MAX_HASHTAG, `A hashtag has at most ${MAX_HASHTAG} characters, not counting #`)
        .regex(
          /^[\p{L}\p{M}\p{N}_]+$/u,
          "A hashtag holds letters, digits and underscores only (no spaces or punctuation)",
        )
        .refine((v) => !/^\p{N}+$/u.test(v), "A hashtag cannot be only digits"),
    )
    .transform((v) => `#${v}`);

export const text = (max: number) =>
  z
    .string({ error: "Expected a string" })
    .trim()
    .min(1, "Must not be empty")
    .max(max, `Must be at most ${max} characters`);

export const mediaKey = () =>
  z
    .string({ error: "Expected a media key such as 3_1234567890" })
    .trim()
    .min(1, "Expected a media key such as 3_1234567890")
    .max(64, "A media key has at most 64 characters");

export const url = () =>
  text(1000).refine((v) => {
    if (!URL.canParse(v)) return false;
    const p = new URL(v).protocol;
    return p === "https:" || p === "http:";
  }, "Expected an http(s) URL such as https://example.com/thanks");

/** On update an optional field may be cleared with an empty string (answered as null). */
export const clearable = <T extends z.ZodType>(t: T) =>
  z.union([z.literal("").transform(() => null), t]).optional();

/** Within 1% of the ratio: 800×419 and 800×418 are 1.91:1, 800×450 is not. */
export const RATIO_TOLERANCE = 0.01;
export function ratioOk(w: number | null, h: number | null, ratio: number): boolean {
  return !!w && !!h && Math.abs(w / h / ratio - 1) <= RATIO_TOLERANCE;
}
