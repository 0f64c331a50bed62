import { z } from "zod";
import { AdsError } from "./errors";
import { int } from "./fields";
import { MAX_CURSOR } from "./cursor";
import { qParam } from "./list";
import { defineCallerOperation } from "./operation";
import type { Action } from "./permissions";
import type { OperationExample } from "./example";

/**
 * A resource without an account: reference data served from a fixed list (targeting options such as
 * targeting_criteria/locations, IAB categories), with q, count and cursor and its own filters. The
 * list is built once, on first use (from a registry package's data, say). Cursors name the last key
 * served, so a page boundary survives a refresh of the data that keeps that key.
 */
export type CatalogSpec<
  T extends Record<string, unknown>,
  P extends string = string,
  R extends z.ZodType<T> = z.ZodType<T>,
  F extends z.ZodRawShape = z.ZodRawShape,
> = {
  family: string;
  path: P;
  summary: string;
  action?: Action;
  record: R;
  rows: () => readonly T[];
  /** The field that identifies a row (its targeting_value, id). */
  key: keyof T & string;
  /** Text matched by q: case-insensitive, at the start of any word of these fields. */
  search?: (row: T) => string[];
  /** Its own parameters (parsed with the rest) and the rows they keep (NO_FILTERS: none). */
  filters: { shape: F; match: (row: T, p: Record<string, unknown>) => boolean };
  count?: { default: number; max: number };
  /** A worked call: its parameters (a q, a filter). */
  example: CatalogExample<F>;
};

export type CatalogExample<F extends z.ZodRawShape> = OperationExample<
  Partial<CatalogParams> & { [K in keyof F]?: z.input<F[K]> },
  never
>;

/** A catalog without parameters of its own. */
export const NO_FILTERS = { shape: {}, match: () => true };

export type CatalogParams = { count: number; cursor?: string; q?: string };

const encode = (key: string) => Buffer.from(JSON.stringify(["catalog", key])).toString("base64url");
function decode(cursor: string): string {
  try {
    const [tag, key] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (tag === "catalog" && typeof key === "string") return key;
  } catch {
    // not ours: refused below
  }
  throw AdsError.invalid("cursor", "cursor is not one this list returned; start again without it.");
}

function matchesQ(texts: string[], q: string): boolean {
  const needle = q.toLocaleLowerCase("en");
  return texts.some((text) => {
    const lower = text.toLocaleLowerCase("en");
    return lower.startsWith(needle) || lower.split(/[\s,()/-]+/).some((w) => w.startsWith(needle));
  });
}

/** One page of the catalog: pure, so its paging is tested without a server (catalog.test.ts). */
export function catalogPage<T extends Record<string, unknown>>(
  rows: readonly T[],
  key: keyof T & string,
  p: CatalogParams,
  keep: (row: T) => boolean = () => true,
): { data: T[]; next_cursor: string | null } {
  const found = rows.filter(keep);
  let start = 0;
  if (p.cursor) {
    const last = decode(p.cursor);
    const at = found.findIndex((r) => String(r[key]) === last);
    if (at < 0) throw AdsError.invalid("cursor", "cursor names an entry no longer in this list.");
    start = at + 1;
  }
  const data = found.slice(start, start + p.count);
  const more = start + p.count < found.length;
  return { data, next_cursor: more ? encode(String(data[data.length - 1][key])) : null };
}

/** The standard parameters among a catalog's parsed ones (its filters are read by `match`). */
function standardOf(p: Record<string, unknown>): CatalogParams {
  const text = (v: unknown) => (typeof v === "string" ? v : undefined);
  return { count: Number(p.count), cursor: text(p.cursor), q: text(p.q) };
}

export function defineCatalog<
  T extends Record<string, unknown>,
  P extends string,
  R extends z.ZodType<T>,
  F extends z.ZodRawShape,
>(spec: CatalogSpec<T, P, R, F>) {
  const count = spec.count ?? { default: 200, max: 1000 };
  const params = z.object({
    count: int({ min: 1, max: count.max }).default(count.default),
    cursor: z.string().min(1).max(MAX_CURSOR).optional(),
    q: qParam,
    ...spec.filters.shape,
  });
  let rows: readonly T[] | undefined;
  const op = defineCallerOperation({
    family: spec.family,
    method: "get",
    path: spec.path,
    summary: spec.summary,
    action: spec.action ?? "account.read",
    params,
    record: spec.record,
    response: "list",
    example: {},
    handler: async ({ params: p }) => {
      rows ??= spec.rows();
      const base = standardOf(p);
      const { search, filters } = spec;
      const keep = (row: T) =>
        (!base.q || !search || matchesQ(search(row), base.q)) && filters.match(row, p);
      return { ...catalogPage(rows, spec.key, base, keep), list: true };
    },
  });
  // Typed by the catalog's own parameters, which the compiler cannot relate to `params` for every F.
  return { ...op, example: spec.example };
}
