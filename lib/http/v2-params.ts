import { z } from "zod";

/**
 * Parameter schemas the version-2 routes share: list paging (max_results, pagination_token) and
 * comma-separated lists. Query values arrive as strings; these say what they must be in words a
 * problem's detail can carry.
 */
export function maxResults(max: number, def: number) {
  const error = `must be an integer from 1 to ${max}`;
  return z
    .string()
    .regex(/^\d{1,6}$/, { error })
    .optional()
    .transform((raw) => (raw === undefined ? def : Number(raw)))
    .refine((n) => n >= 1 && n <= max, { error })
    .meta({ description: `1 to ${max}, default ${def}` });
}

/** An opaque token from a previous page's meta.next_token: the offset of the next page. */
export const paginationToken = z
  .string()
  .max(20, { error: "must be a token from a previous answer's meta" })
  .optional()
  .transform((token, ctx) => {
    if (token === undefined) return 0;
    const offset = Number(Buffer.from(token, "base64url").toString());
    if (Number.isSafeInteger(offset) && offset >= 0) return offset;
    ctx.addIssue({ code: "custom", message: "must be a token from a previous answer's meta" });
    return z.NEVER;
  });

export const pageParams = (max: number, def: number) => ({
  max_results: maxResults(max, def),
  pagination_token: paginationToken,
});

/** A comma-separated list of names among `names` (empty when absent). */
export function nameList<const T extends string>(names: readonly T[]) {
  const error = `lists names among ${names.join(", ")}, comma-separated`;
  return z
    .string()
    .max(1000, { error })
    .optional()
    .transform((raw) => (raw ?? "").split(",").filter(Boolean))
    .refine((list): list is T[] => list.every((n) => names.some((name) => name === n)), {
      error,
    });
}

/** meta of a page read with limit + 1 rows (the extra row says whether there is a next page). */
export function pageOf<T>(rows: T[], p: { max_results: number; pagination_token: number }) {
  const data = rows.slice(0, p.max_results);
  const meta: { result_count: number; next_token?: string } = { result_count: data.length };
  if (rows.length > p.max_results)
    meta.next_token = Buffer.from(String(p.pagination_token + p.max_results)).toString("base64url");
  return { data, meta };
}

export const pageMetaSchema = z.object({
  result_count: z.number().int(),
  next_token: z.string().optional(),
});
