import { and, eq, getTableColumns, ilike, or, type SQL } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { mediaLibrary } from "@/lib/db/schema";
import { keyset } from "../../ads-kernel/list";
import type { AdsCtx } from "../../ads-kernel/context";
import { libraryRecords } from "./service";
import type { libraryList } from "./schema";
import type { z } from "zod";

const escape = (term: string) => term.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** q: every term (split on spaces) appears, in any letter case, in name, title, file_name or description. */
export function termFilter(q: string | undefined): SQL | undefined {
  const terms = (q ?? "").split(/\s+/).filter(Boolean).slice(0, 20);
  if (!terms.length) return undefined;
  const f = mediaLibrary;
  return and(
    ...terms.map((t) => {
      const like = `%${escape(t)}%`;
      return or(
        ilike(f.name, like),
        ilike(f.title, like),
        ilike(f.file_name, like),
        ilike(f.description, like),
      );
    }),
  );
}

/** One page of the account's library, newest first (keyset on created_at, id). */
export async function listLibrary(ctx: AdsCtx, params: z.output<typeof libraryList>) {
  const page = keyset({ ...params, sort_by: "created_at-desc" }, getTableColumns(mediaLibrary), [
    "created_at",
  ]);
  const where = [
    eq(mediaLibrary.account_id, ctx.account.id),
    eq(mediaLibrary.deleted, false),
    params.media_type ? eq(mediaLibrary.media_type, params.media_type) : undefined,
    termFilter(params.q),
    ...page.where,
  ].filter((w): w is SQL => !!w);
  return db().transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(mediaLibrary)
      .where(and(...where))
      .orderBy(...page.orderBy)
      .limit(page.limit);
    const { rows: pageRows, next_cursor } = page.page(rows);
    return { data: await libraryRecords(tx, pageRows), next_cursor };
  });
}
