import { z } from "zod";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { taxSettings } from "@/lib/db/schema";
import { INVOICE_JURISDICTIONS, TAX_CATEGORIES } from "../enums";
import { oneOf, str } from "../../ads-kernel/fields";
import { defineOperation } from "../../ads-kernel/operation";
import { recordHistory } from "../../ads-kernel/history";
import * as ex from "../example-ids";
const family = "accounts";

const taxSchema = z.object({
  address_name: str(255).optional(),
  client_address_street1: str(255).optional(),
  client_address_street2: str(255).optional(),
  invoice_jurisdiction: oneOf(INVOICE_JURISDICTIONS).optional(),
  tax_category: oneOf(TAX_CATEGORIES).optional(),
  tax_exemption_id: str(100).optional(),
  tax_id: str(100).optional(),
});

/** The settings as stored: the account and each field ever given. */
const taxRecord = z.object({
  account_id: z.string(),
  ...Object.fromEntries(
    Object.keys(taxSchema.shape).map((k) => [k, z.string().nullable().optional()]),
  ),
});

/** Tax settings: each given field replaces the old one, with a history entry. */
export const taxSettingsOperations = [
  defineOperation({
    family,
    method: "put",
    path: "/accounts/:account_id/tax_settings",
    example: { path: ex.ON_ACCOUNT, params: { tax_category: "BUSINESS_NO_VAT" } },
    summary: "Update the account's tax settings (each given field replaces the old one)",
    action: "account.write",
    params: taxSchema,
    record: taxRecord,
    handler: async ({ ctx, params: p }) => {
      const data = await db().transaction(async (tx) => {
        const prev =
          (await tx.select().from(taxSettings).where(eq(taxSettings.account_id, ctx.account.id)))[0]
            ?.settings ?? {};
        const next = {
          ...prev,
          ...Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined)),
        } as Record<string, string | null>;
        await tx
          .insert(taxSettings)
          .values({ account_id: ctx.account.id, settings: next, updated_at: new Date() })
          .onConflictDoUpdate({
            target: taxSettings.account_id,
            set: { settings: next, updated_at: new Date() },
          });
        await recordHistory(tx, {
          accountId: ctx.account.id,
          userId: ctx.userId,
          entityType: "TAX_SETTINGS",
          entityId: ctx.account.id,
          changeType: "UPDATE",
          before: prev,
          after: next,
        });
        return { account_id: ctx.account.id, ...next };
      });
      return { data };
    },
  }),
];
