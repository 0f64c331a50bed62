import { and, eq, ne, sql } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { adAccounts, customAudiences } from "@/lib/db/schema";
import { newId } from "@/lib/crypto/tokens";
import { enqueueProcessing, resizeDependents } from "@/lib/audiences/process";
import { defineResource } from "../../ads-kernel/define-resource";
import { AdsError } from "../../ads-kernel/errors";
import type { AdsCtx } from "../../ads-kernel/context";
import { customAudienceRecord, customAudienceToRecord } from "./record";
import { customAudienceCreate, customAudienceUpdate, PERMISSION_SCOPES } from "./schema";
import { audienceReads, listScope } from "./reads";
import { oneOf } from "../../ads-kernel/fields";
import { checkLeaves } from "./leaves";
import { CUSTOM_AUDIENCE_ID } from "../example-ids";

/**
 * Custom audiences (document 3): CRUD, batch (10, flexible audiences), lists of owned or shared
 * audiences. Names are unique per owner account (case-insensitive): checked under the account row's
 * lock, so two creates of one name take turns and the second is refused. A FLEXIBLE audience's leaves
 * must be audiences the account may use (access.ts), not flexible themselves; its processing is sent
 * with its creation. Flexible audiences refuse every update. Deleting an audience re-sizes the
 * flexible audiences built on it (its members count as none).
 */
async function checkName(tx: Tx, ctx: AdsCtx, name: string, except?: string) {
  await tx
    .select({ id: adAccounts.id })
    .from(adAccounts)
    .where(eq(adAccounts.id, ctx.account.id))
    .for("update");
  const [taken] = await tx
    .select({ id: customAudiences.id })
    .from(customAudiences)
    .where(
      and(
        eq(customAudiences.account_id, ctx.account.id),
        eq(customAudiences.deleted, false),
        sql`lower(${customAudiences.name}) = lower(${name})`,
        except ? ne(customAudiences.id, except) : undefined,
      ),
    );
  if (taken)
    throw AdsError.invalid(
      "name",
      `A custom audience named "${name}" exists in this account (${taken.id}); names are unique.`,
    );
}

export const customAudiencesResource = defineResource({
  name: "custom_audiences",
  table: customAudiences,
  exampleId: CUSTOM_AUDIENCE_ID,
  record: customAudienceRecord,
  toRecord: customAudienceToRecord,
  actions: { read: "audiences.read", write: "audiences.write" },
  list: {
    sortable: ["created_at", "updated_at", "name"],
    idFilters: { custom_audience_ids: "id" },
    q: "name",
    extra: {
      shape: { permission_scope: oneOf(PERMISSION_SCOPES).default("OWNER") },
      where: () => undefined,
    },
    scope: listScope,
  },
  reads: audienceReads,
  create: {
    schema: customAudienceCreate,
    refused: [
      { param: "name", value: "n".repeat(256) },
      { param: "audience_type", value: "WEB_TRAFFIC" },
    ],
    example: { name: "Newsletter subscribers", description: "From the CRM" },
    prepare: async (tx, ctx, input) => {
      await checkName(tx, ctx, input.name);
      const id = newId();
      if (input.segments) {
        await checkLeaves(tx, ctx, input.segments);
        await enqueueProcessing(tx, id, "created");
      }
      return {
        id,
        name: input.name,
        description: input.description ?? null,
        audience_type: input.audience_type,
        segments: input.segments ?? null,
        targetable: false,
        reasons_not_targetable: ["PROCESSING", "TOO_SMALL"],
        audience_size: null,
      };
    },
  },
  update: {
    schema: customAudienceUpdate,
    example: { description: "From the CRM, weekly" },
    prepare: async (tx, ctx, row, input) => {
      if (row.audience_type === "FLEXIBLE")
        throw AdsError.of(
          "INVALID_PARAMETER",
          `Custom audience ${row.id} is FLEXIBLE: flexible audiences are immutable once created.`,
        );
      if (input.name !== undefined) await checkName(tx, ctx, input.name, row.id);
      return input;
    },
  },
  // Its grants are deleted with it (audience-permissions/resource.ts): shared accounts no longer see it.
  remove: {
    cascade: (tx, _ctx, row) => resizeDependents(tx, row.id, "deleted"),
  },
  batch: { max: 10 },
});
