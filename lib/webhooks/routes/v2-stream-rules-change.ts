import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { appOnly } from "@/lib/auth/route-credentials";
import { db } from "@/lib/db/client";
import { streamRules } from "@/lib/db/schema";
import { newId } from "@/lib/crypto/tokens";
import { defineV2Route, type Route } from "@/lib/http/route";
import { fail, V2Problem } from "@/lib/http/v2-fail";
import { lockApp } from "@/lib/webhooks/products/app-lock";
import {
  MAX_RULES_PER_APP,
  parseRulesChange,
  ruleProblems,
} from "@/lib/webhooks/products/rules-input";
import {
  view,
  exampleRule,
  exampleSent,
  addAnswer,
  deleteAnswer,
  changeBody,
} from "./stream-rules-kit";

/** POST {base}/stream/rules: add rules or delete them (or only check, with dry_run). */
export function changeRulesRoute(base: string): Route {
  return defineV2Route({
    method: "POST",
    path: `${base}/stream/rules`,
    summary: "Adds rules or deletes them, all or none; dry_run=true only checks.",
    credential: appOnly,
    params: z.object({
      dry_run: z
        .string()
        .optional()
        .transform((raw) => raw === "true")
        .meta({ description: "true: check the change, make none (any other value: make it)" }),
    }),
    body: changeBody,
    maxBody: 4 * 1024 * 1024,
    response: z.union([addAnswer, deleteAnswer]),
    // A deletion (the example: it answers alike on any server) and a dry run answer 200.
    status: 200,
    statusOf: ({ params, body }) => (!params.dry_run && body.add !== undefined ? 201 : 200),
    errors: ["InvalidRule", "RuleCapExceeded"],
    example: {
      body: { delete: { values: [exampleRule.value] } },
      response: { meta: { sent: exampleSent, summary: { deleted: 1, not_deleted: 0 } } },
    },
    handler: async ({ caller: { app }, params, body }) => {
      const change = parseRulesChange(body);
      const at = new Date().toISOString();
      // A failing change changes nothing: every rule is added (or deleted), or none is.
      return db().transaction(async (tx) => {
        await lockApp(tx, "stream_rules", app.id);
        const mine = eq(streamRules.app_id, app.id);
        if ("add" in change) {
          const existing = await tx
            .select({ value: streamRules.value })
            .from(streamRules)
            .where(mine);
          const errors = ruleProblems(change.add, new Set(existing.map((r) => r.value)));
          const summary = {
            created: 0,
            not_created: change.add.length,
            valid: change.add.length - errors.length,
            invalid: errors.length,
          };
          // The rules' problems with the summary, as the reference answers them (nothing written yet).
          if (errors.length) throw new V2Problem(400, { errors, meta: { sent: at, summary } });
          if (existing.length + change.add.length > MAX_RULES_PER_APP)
            fail(
              "RuleCapExceeded",
              `An app may have ${MAX_RULES_PER_APP} rules; it has ${existing.length}.`,
            );
          const now = new Date();
          const rows = change.add.map((r) => ({
            id: newId(),
            app_id: app.id,
            value: r.value,
            tag: r.tag,
            created_at: now,
          }));
          if (!params.dry_run) await tx.insert(streamRules).values(rows);
          summary.created = params.dry_run ? 0 : rows.length;
          summary.not_created = params.dry_run ? rows.length : 0;
          return { data: rows.map(view), meta: { sent: at, summary } };
        }
        const which =
          "deleteIds" in change
            ? inArray(streamRules.id, change.deleteIds)
            : inArray(streamRules.value, change.deleteValues);
        const asked = "deleteIds" in change ? change.deleteIds : change.deleteValues;
        const found = await tx.select().from(streamRules).where(and(mine, which));
        if (!params.dry_run) await tx.delete(streamRules).where(and(mine, which));
        const deleted = params.dry_run ? 0 : found.length;
        const missing = new Set(asked).size - found.length;
        return {
          meta: { sent: at, summary: { deleted, not_deleted: missing + (found.length - deleted) } },
          ...(missing
            ? {
                errors: [
                  { title: "Not found", detail: `${missing} of the rules asked for do not exist.` },
                ],
              }
            : {}),
        };
      });
    },
  });
}
