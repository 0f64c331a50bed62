import { Hono } from "hono";
import { and, count, eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { newId } from "@/lib/crypto/tokens";
import { streamRules } from "@/lib/db/schema";
import { unsubscribeUser } from "@/lib/webhooks/products/account-activity-service";
import { linkStreamWebhook, unlinkStreamWebhook } from "@/lib/webhooks/products/stream-service";
import { lockApp } from "@/lib/webhooks/products/app-lock";
import { fail, V2Problem } from "@/lib/webhooks/products/http";
import {
  MAX_RULES_PER_APP,
  parseRulesChange,
  ruleProblems,
} from "@/lib/webhooks/products/rules-input";
import type { ConsoleEnv } from "../../auth/console-api-kit";
import { objectBody, owned } from "./console-subscriptions-kit";

/** Account activity users, filtered-stream rules and the stream's webhooks, for the console page. */
export const consoleStreamRoutes = new Hono<ConsoleEnv>();
const BASE = "/apps/:id/subscriptions";

/** A user leaves a webhook's account activity (subscribing is the user's own act, not the console's). */
consoleStreamRoutes.delete(
  `${BASE}/account/:webhook_id/:user_id`,
  owned(async (c, appId) => {
    await unsubscribeUser(appId, c.req.param("webhook_id") ?? "", c.req.param("user_id") ?? "");
    return c.json({ data: { subscribed: false } });
  }),
);

/** The form's one rule is the product's add[0]: its problems name the form's fields. */
const ruleField = (p: string) => p.replace(/^add\[0\]\./, "");

/**
 * Adds one rule, or only checks it (`dry_run`), with the filtered stream's own parser, duplicate
 * check and cap, under the app's rules lock like POST /2/posts/search/stream/rules.
 */
consoleStreamRoutes.post(
  `${BASE}/rules`,
  owned(async (c, appId) => {
    const body = await objectBody(c);
    const tag = typeof body.tag === "string" && body.tag.trim() ? body.tag.trim() : null;
    const change = parseRulesChange({ add: [{ value: body.value, tag }] });
    if (!("add" in change)) throw new Error("parseRulesChange answered a delete for an add");
    const dryRun = body.dry_run === true;
    return db().transaction(async (tx) => {
      await lockApp(tx, "stream_rules", appId);
      const mine = eq(streamRules.app_id, appId);
      const existing = await tx.select({ value: streamRules.value }).from(streamRules).where(mine);
      const errors = ruleProblems(change.add, new Set(existing.map((r) => r.value)));
      if (errors.length) throw new V2Problem(400, { errors });
      if (existing.length + 1 > MAX_RULES_PER_APP)
        fail("RuleCapExceeded", `An app may have ${MAX_RULES_PER_APP} rules; delete some first.`, {
          parameter: "value",
        });
      const rule = { id: newId(), app_id: appId, ...change.add[0], created_at: new Date() };
      if (!dryRun) await tx.insert(streamRules).values(rule);
      return c.json({ data: { id: dryRun ? null : rule.id, valid: true } }, dryRun ? 200 : 201);
    });
  }, ruleField),
);

consoleStreamRoutes.delete(
  `${BASE}/rules/:rule_id`,
  owned(async (c, appId) => {
    const id = c.req.param("rule_id") ?? "";
    const gone = await db()
      .delete(streamRules)
      .where(and(eq(streamRules.app_id, appId), eq(streamRules.id, id)))
      .returning();
    if (!gone.length)
      fail("InvalidRequest", "This app has no filtered-stream rule with this id.", {
        parameter: "rule_id",
      });
    const [{ n }] = await db()
      .select({ n: count() })
      .from(streamRules)
      .where(eq(streamRules.app_id, appId));
    return c.json({ data: { deleted: true, rule_count: n } });
  }),
);

/** Linking is a state: linking a linked webhook again is not an error (as in the v2 endpoint). */
consoleStreamRoutes.post(
  `${BASE}/stream-webhooks/:webhook_id`,
  owned(async (c, appId) => {
    await linkStreamWebhook(appId, c.req.param("webhook_id") ?? "");
    return c.json({ data: { linked: true } });
  }),
);

consoleStreamRoutes.delete(
  `${BASE}/stream-webhooks/:webhook_id`,
  owned(async (c, appId) => {
    await unlinkStreamWebhook(appId, c.req.param("webhook_id") ?? "");
    return c.json({ data: { linked: false } });
  }),
);
