import { z } from "zod";

/** The value parsers the settings share (lib/config/variables.ts). */
export type Variable = { schema: z.ZodType; default: string; meaning: string };

export const whole = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `must be a whole number from ${min} to ${max}`)
        .max(max, `must be a whole number from ${min} to ${max}`),
    );
export const limit = (fallback: number) => whole(1).default(fallback);
export const httpUrl = z
  .string()
  .refine(
    (v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol),
    "must be an absolute http:// or https:// URL",
  )
  .transform((v) => v.replace(/\/+$/, ""));
