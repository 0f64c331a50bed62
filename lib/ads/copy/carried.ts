import { and, asc, eq } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import type { AdsCtx } from "../../ads-kernel/context";
import { checkPermission } from "../../ads-kernel/context";
import { flushInserts } from "../../ads-kernel/batch-rows";
import {
  columnsOf,
  stageCreate,
  tableRows,
  type ResourceDecl,
  type Row,
} from "../../ads-kernel/resource";
import { parseParams } from "../../ads-kernel/validate";
import { targetingCriteriaResource } from "../targeting-criteria/resource";
import { trackingTagsResource } from "../tracking-tags/resource";
import { promotedAccountsResource } from "../promoted-accounts/resource";
import { promotedPostsResource } from "../promoted-posts/resource";
import { mediaCreativesResource } from "../media-creatives/resource";
import { lineItemCuratedCategoriesResource } from "../curated-categories/resource";
import { CARRIED_KINDS } from "./record";
import { explained, settableOf } from "./settable";

export type Tally = Record<(typeof CARRIED_KINDS)[number], number>;
export const emptyTally = (): Tally =>
  Object.fromEntries(CARRIED_KINDS.map((k) => [k, 0])) as Tally;

type Create = NonNullable<ResourceDecl["create"]>;

type Carried = {
  kind: keyof Tally;
  decl: ResourceDecl;
  /** Needs the rows copied before it in the database: a curated category reads the targeted countries. */
  flushFirst?: boolean;
};

const CARRIED: Carried[] = [
  { kind: "targeting_criteria", decl: targetingCriteriaResource },
  { kind: "tracking_tags", decl: trackingTagsResource },
  { kind: "promoted_accounts", decl: promotedAccountsResource },
  // The post the advertiser named (source_post_id): served as before, or as the same promoted-only repost.
  { kind: "promoted_posts", decl: promotedPostsResource },
  { kind: "media_creatives", decl: mediaCreativesResource },
  {
    kind: "line_item_curated_categories",
    decl: lineItemCuratedCategoriesResource,
    flushFirst: true,
  },
];

/**
 * Copies what line item `from` carries onto line item `to`, kind by kind, through each resource's own
 * create path (stageCreate: its parse, parents, hook, limits and history), so a copy passes every rule
 * a POST of the same values passes, and needs the write permission of each kind it copies (media
 * creatives: creatives.write). Rows wait and are inserted together (a batch transaction, batch-rows.ts).
 */
export async function copyCarried(
  tx: Tx,
  ctx: AdsCtx,
  from: string,
  to: string,
  tally: Tally,
): Promise<void> {
  for (const c of CARRIED) {
    const create = c.decl.create;
    if (!create) continue;
    const cols = columnsOf(c.decl);
    const rows = tableRows(
      await tx
        .select()
        .from(c.decl.table)
        .where(and(eq(cols.line_item_id, from), eq(cols.deleted, false)))
        .orderBy(asc(cols.created_at), asc(cols.id)),
    );
    if (!rows.length) continue;
    checkPermission(ctx, c.decl.actions.write);
    if (c.flushFirst) await flushInserts(tx);
    for (const row of rows) {
      const what = `Copying ${c.decl.singular.replaceAll("_", " ")} ${row.id} of line item ${from}`;
      await explained(what, () => stageCreate(c.decl, ctx, inputOf(create, row, to), tx, true));
      tally[c.kind] += 1;
    }
  }
  await flushInserts(tx);
}

/**
 * The create input of a copy of `row` on line item `to`, parsed by the create schema as a POST's. A
 * create of several (`many`: promoted posts' post_ids) is sent one id, then handed to stageCreate with
 * the id in its column, as createMany (create-record.ts) does.
 */
function inputOf(create: Create, row: Row, to: string): Record<string, unknown> {
  const raw = { ...settableOf(create.schema, row), line_item_id: to };
  const many = create.many;
  if (!many) return parseParams(create.schema, raw);
  const { [many.param]: _one, ...rest } = parseParams(create.schema, {
    ...raw,
    [many.param]: [row[many.column]],
  });
  return { ...rest, [many.column]: row[many.column] };
}
