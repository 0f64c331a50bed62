import { z } from "zod";
import { appOnly } from "@/lib/auth/route-credentials";
import { db } from "@/lib/db/client";
import { defineV2Route, type Route } from "@/lib/http/route";
import { V2Problem } from "@/lib/http/v2-fail";
import { parseRulesChange } from "@/lib/webhooks/products/rules-input";
import { FILTERED_STREAM_RULES } from "@/lib/webhooks/products/rule-sets";
import { addRules, deleteRules } from "@/lib/webhooks/products/rule-store";
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
      const set = FILTERED_STREAM_RULES;
      const dryRun = params.dry_run;
      // A failing change changes nothing: every rule is added (or deleted), or none is.
      return db().transaction(async (tx) => {
        if ("add" in change) {
          const { rows, errors } = await addRules(tx, set, app.id, change.add, {
            dryRun,
            parameter: "add",
          });
          const n = change.add.length;
          const summary = {
            created: 0,
            not_created: n,
            valid: n - errors.length,
            invalid: errors.length,
          };
          // The rules' problems with the summary, as the reference answers them (nothing written yet).
          if (errors.length) throw new V2Problem(400, { errors, meta: { sent: at, summary } });
          summary.created = dryRun ? 0 : rows.length;
          summary.not_created = dryRun ? rows.length : 0;
          return { data: rows.map(view), meta: { sent: at, summary } };
        }
        const by =
          "deleteIds" in change ? { ids: change.deleteIds } : { values: change.deleteValues };
        const { deleted, notDeleted, missing } = await deleteRules(tx, set, app.id, by, dryRun);
        return {
          meta: { sent: at, summary: { deleted, not_deleted: notDeleted } },
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
