import { z } from "zod";
import { AdsError } from "../../ads-kernel/errors";
import type { Row } from "../../ads-kernel/resource";

/**
 * The create parameters a stored row holds: every key of the create schema's shape the row has a value
 * for (null and unset left out, so the schema's defaults apply), times as ISO 8601 strings as a client
 * would send them. The result is parsed by that same schema (parseParams) before the kernel creates
 * the copy, so a copy passes exactly what a POST of these values would.
 */
export function settableOf(schema: z.ZodType, row: Row): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  // Create schemas are z.object()s (refinements keep them one); ResourceDecl types them loosely.
  const keys = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
  for (const key of keys) {
    const v = row[key];
    if (v === null || v === undefined) continue;
    out[key] = v instanceof Date ? v.toISOString() : v;
  }
  return out;
}

/**
 * Runs one step of a copy; a refusal (AdsError) keeps its code and parameter and says which original
 * it came from ("Copying targeting criterion 123 of line item 456: …"): the advertiser named the
 * campaign, not the criterion whose copy failed.
 */
export async function explained<T>(what: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (err) {
    if (!(err instanceof AdsError)) throw err;
    const [first, ...rest] = err.items.map((i) => ({ ...i, message: `${what}: ${i.message}` }));
    throw new AdsError([first, ...rest]);
  }
}
