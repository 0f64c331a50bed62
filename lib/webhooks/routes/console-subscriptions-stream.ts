import { and, count, eq } from "drizzle-orm";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { newId } from "@/lib/crypto/tokens";
import { streamRules } from "@/lib/db/schema";
import { unsubscribeUser } from "@/lib/webhooks/products/account-activity-service";
import { linkStreamWebhook, unlinkStreamWebhook } from "@/lib/webhooks/products/stream-service";
import { lockApp } from "@/lib/webhooks/products/app-lock";
import { FILTERED_STREAM_RULES, ofSet } from "@/lib/webhooks/products/rule-sets";
import { fail, V2Problem } from "@/lib/webhooks/products/http";
import {
  MAX_RULES_PER_APP,
  parseRulesChange,
  ruleProblems,
} from "@/lib/webhooks/products/rules-input";
import { ownedApp } from "@/lib/auth/apps/service";
import { defineConsoleRoute } from "../../auth/console-route";
import { ownedAppId, productRefusal } from "./console-subscriptions-kit";
import { SUBSCRIPTIONS } from "./console-subscriptions";

/** Account activity users, filtered-stream rules and the stream's webhooks, for the console page. */
const refusal = productRefusal();
const linked = z.object({ linked: z.boolean() });

/** Adds one rule, or only checks it (`dry_run`), under the app's rules lock like the v2 route. */
async function addRule(appId: string, value: unknown, tag: string | null, dryRun: boolean) {
  const change = parseRulesChange({ add: [{ value, tag }] });
  if (!("add" in change)) throw new Error("parseRulesChange answered a delete for an add");
  return db().transaction(async (tx) => {
    await lockApp(tx, "stream_rules", appId);
    const mine = ofSet(FILTERED_STREAM_RULES, appId);
    const existing = await tx.select({ value: streamRules.value }).from(streamRules).where(mine);
    const errors = ruleProblems(change.add, new Set(existing.map((r) => r.value)));
    if (errors.length) throw new V2Problem(400, { errors });
    if (existing.length + 1 > MAX_RULES_PER_APP)
      fail("RuleCapExceeded", `An app may have ${MAX_RULES_PER_APP} rules; delete some first.`, {
        parameter: "value",
      });
    const rule = { id: newId(), app_id: appId, ...change.add[0], created_at: new Date() };
    if (!dryRun) await tx.insert(streamRules).values(rule);
    return { id: dryRun ? null : rule.id, valid: true as const };
  });
}

export const CONSOLE_STREAM_ROUTES = [
  /** A user leaves a webhook's account activity (subscribing is the user's own act). */
  defineConsoleRoute({
    method: "DELETE",
    path: `${SUBSCRIPTIONS}/account/:webhook_id/:user_id`,
    summary: "Remove a user from a webhook's account activity",
    response: z.object({ subscribed: z.boolean() }),
    refusal,
    handler: async ({ userId, params }) => {
      await unsubscribeUser(await ownedAppId(userId, params.id), params.webhook_id, params.user_id);
      return { subscribed: false };
    },
  }),
  defineConsoleRoute({
    method: "POST",
    path: `${SUBSCRIPTIONS}/rules`,
    summary: "Add a filtered-stream rule, or only check it (dry_run)",
    body: z.object({
      value: z.string().max(4096).optional(),
      tag: z.string().max(1000).nullable().optional(),
      dry_run: z.boolean().optional(),
    }),
    response: z.object({ id: z.string().nullable(), valid: z.boolean() }),
    statusOf: ({ body }) => (body.dry_run ? 200 : 201),
    // The form's one rule is the product's add[0]: its problems name the form's fields.
    refusal: productRefusal((p) => p.replace(/^add\[0\]\./, "")),
    handler: async ({ userId, params, body }) => {
      const tag = body.tag?.trim() || null;
      return addRule(await ownedAppId(userId, params.id), body.value, tag, !!body.dry_run);
    },
  }),
  defineConsoleRoute({
    method: "DELETE",
    path: `${SUBSCRIPTIONS}/rules/:rule_id`,
    summary: "Delete a filtered-stream rule",
    response: z.object({ deleted: z.boolean(), rule_count: z.number() }),
    refusal,
    handler: async ({ userId, params }) => {
      const appId = await ownedAppId(userId, params.id);
      const gone = await db()
        .delete(streamRules)
        .where(and(ofSet(FILTERED_STREAM_RULES, appId), eq(streamRules.id, params.rule_id)))
        .returning();
      if (!gone.length)
        fail("InvalidRequest", "This app has no filtered-stream rule with this id.", {
          parameter: "rule_id",
        });
      const [{ n }] = await db()
        .select({ n: count() })
        .from(streamRules)
        .where(ofSet(FILTERED_STREAM_RULES, appId));
      return { deleted: true, rule_count: n };
    },
  }),
  /** Linking is a state: linking a linked webhook again is not an error (as in the v2 endpoint). */
  defineConsoleRoute({
    method: "POST",
    path: `${SUBSCRIPTIONS}/stream-webhooks/:webhook_id`,
    summary: "Send the filtered stream's matches to a webhook",
    response: linked,
    refusal,
    handler: async ({ userId, params }) => {
      await linkStreamWebhook(await ownedApp(userId, params.id), params.webhook_id);
      return { linked: true };
    },
  }),
  defineConsoleRoute({
    method: "DELETE",
    path: `${SUBSCRIPTIONS}/stream-webhooks/:webhook_id`,
    summary: "Stop sending the filtered stream's matches to a webhook",
    response: linked,
    refusal,
    handler: async ({ userId, params }) => {
      await unlinkStreamWebhook(await ownedAppId(userId, params.id), params.webhook_id);
      return { linked: false };
    },
  }),
] as const;
