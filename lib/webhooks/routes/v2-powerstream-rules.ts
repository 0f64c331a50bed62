import { z } from "zod";
import { appOnlyWith } from "@/lib/usage/credential";
import { db } from "@/lib/db/client";
import { defineV2Route } from "@/lib/http/route";
import { V2Problem } from "@/lib/http/v2-fail";
import { parseNewRules } from "@/lib/webhooks/products/rules-input";
import { POWERSTREAM_RULES as SET } from "@/lib/webhooks/products/rule-sets";
import { addRules, deleteRules, ruleView, setRules } from "@/lib/webhooks/products/rule-store";
import { exampleRule, rule } from "./stream-rules-kit";

/**
 * PowerStream's rules (FACTS "PowerStream"): the filtered stream's rule language and rule store
 * (lib/webhooks/products/rule-store.ts) over the PowerStream rule set: at most 100 rules a request
 * and 1,000 in all per app. The body names its rules under `rules`, a refusal names `rules[i].value`.
 * PowerStream is the enterprise tier's (lib/usage/tiers.ts): another tier's app is refused first.
 */
const PATH = "/2/powerstream/rules";
const enterprise = appOnlyWith("powerstream");

/** The body of POST and DELETE: {rules:[{value, tag?}]}, parsed by parseNewRules. */
const rulesBody = z.looseObject({
  rules: z
    .unknown()
    .optional()
    .meta({
      type: "array",
      items: { type: "object", properties: { value: { type: "string" }, tag: { type: "string" } } },
      description: `1 to ${SET.maxPerRequest} rules of {value (up to 2,048 characters), tag?}.`,
    }),
});
const rulesOf = (body: { rules?: unknown }) =>
  parseNewRules(body.rules, "rules", SET.maxPerRequest);
const rulesAnswer = z.object({ data: z.object({ rules: z.array(rule) }) });
const exampleBody = { rules: [{ value: exampleRule.value, tag: exampleRule.tag }] };

const list = defineV2Route({
  method: "GET",
  path: PATH,
  summary: "The app's PowerStream rules, oldest first.",
  credential: enterprise,
  response: rulesAnswer,
  errors: ["ClientNotEnrolled"],
  example: { response: { data: { rules: [exampleRule] } } },
  handler: async ({ caller: { app } }) => ({
    data: { rules: (await setRules(db(), SET, app.id)).map(ruleView) },
  }),
});

const add = defineV2Route({
  method: "POST",
  path: PATH,
  summary: "Adds PowerStream rules, all or none (up to 100 a request, 1,000 in all).",
  credential: enterprise,
  body: rulesBody,
  response: rulesAnswer,
  status: 201,
  errors: ["InvalidRule", "RuleCapExceeded", "ClientNotEnrolled"],
  example: { body: exampleBody, response: { data: { rules: [exampleRule] } } },
  handler: async ({ caller: { app }, body }) => {
    const rules = rulesOf(body);
    // A refused rule changes nothing: every rule is added, or none is.
    return db().transaction(async (tx) => {
      const { rows, errors } = await addRules(tx, SET, app.id, rules, {
        dryRun: false,
        parameter: "rules",
      });
      if (errors.length) throw new V2Problem(400, { errors });
      return { data: { rules: rows.map(ruleView) } };
    });
  },
});

const remove = defineV2Route({
  method: "DELETE",
  path: PATH,
  summary: "Deletes the app's PowerStream rules with these values.",
  credential: enterprise,
  body: rulesBody,
  response: z.object({
    data: z.object({ deleted: z.number().int(), not_deleted: z.number().int() }),
  }),
  errors: ["InvalidRule", "ClientNotEnrolled"],
  example: { body: exampleBody, response: { data: { deleted: 1, not_deleted: 0 } } },
  handler: async ({ caller: { app }, body }) => {
    const values = rulesOf(body).map((r) => r.value);
    const done = await db().transaction((tx) => deleteRules(tx, SET, app.id, { values }));
    return { data: { deleted: done.deleted, not_deleted: done.notDeleted } };
  },
});

export const POWERSTREAM_RULE_ROUTES = [list, add, remove];
