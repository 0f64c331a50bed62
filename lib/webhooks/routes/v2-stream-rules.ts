import { Hono } from "hono";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { streamRules } from "@/lib/db/schema";
import { newId } from "@/lib/crypto/tokens";
import { appCaller, fail, jsonBody, page, pageMeta, v2 } from "@/lib/webhooks/products/http";
import { lockApp } from "@/lib/webhooks/products/app-lock";
import {
  MAX_RULES_PER_APP,
  parseRulesChange,
  ruleProblems,
} from "@/lib/webhooks/products/rules-input";
import { filteredStream } from "@/lib/webhooks/products/stream-routes";
import { streamWebhookRoutes } from "./v2-stream-webhooks";

/**
 * Filtered-stream rules and the stream itself, under /2/posts/… and the reference platform's
 * /2/tweets/… spelling (FACTS: unmodified clients call that one).
 */
export const v2StreamRoutes = new Hono();
const view = (r: { id: string; value: string; tag: string | null }) =>
  r.tag ? { id: r.id, value: r.value, tag: r.tag } : { id: r.id, value: r.value };

for (const base of ["/2/posts/search", "/2/tweets/search"]) {
  v2StreamRoutes.get(`${base}/stream`, v2(filteredStream));

  v2StreamRoutes.get(
    `${base}/stream/rules`,
    v2(async (c) => {
      const { app } = await appCaller(c);
      const raw = c.req.query("ids");
      const ids = raw === undefined ? [] : raw.split(",");
      if (raw !== undefined && (ids.length > 1000 || !ids.every((id) => /^\d{1,20}$/.test(id))))
        fail("InvalidRequest", "ids lists 1 to 1000 rule ids, comma-separated.", {
          parameter: "ids",
          value: raw,
        });
      const p = page(c, 1000, 1000);
      const rows = await db()
        .select()
        .from(streamRules)
        .where(
          and(
            eq(streamRules.app_id, app.id),
            ids.length ? inArray(streamRules.id, ids) : undefined,
          ),
        )
        .orderBy(asc(streamRules.created_at), asc(streamRules.id))
        .limit(p.limit + 1)
        .offset(p.offset);
      const { data, meta } = pageMeta(rows, p);
      return c.json({ data: data.map(view), meta: { sent: new Date().toISOString(), ...meta } });
    }),
  );

  v2StreamRoutes.get(
    `${base}/stream/rules/counts`,
    v2(async (c) => {
      const { app } = await appCaller(c);
      const [{ n }] = await db()
        .select({ n: count() })
        .from(streamRules)
        .where(eq(streamRules.app_id, app.id));
      return c.json({
        data: {
          cap_per_client_app: MAX_RULES_PER_APP,
          client_app_rules_count: { client_app_id: app.id, rule_count: n },
        },
      });
    }),
  );

  v2StreamRoutes.post(
    `${base}/stream/rules`,
    v2(async (c) => {
      const { app } = await appCaller(c);
      const dryRun = c.req.query("dry_run") === "true";
      const change = parseRulesChange(await jsonBody(c, 4 * 1024 * 1024));
      const sent = new Date().toISOString();
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
          if (errors.length) return c.json({ errors, meta: { sent, summary } }, 400);
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
          if (!dryRun) await tx.insert(streamRules).values(rows);
          summary.created = dryRun ? 0 : rows.length;
          summary.not_created = dryRun ? rows.length : 0;
          return c.json({ data: rows.map(view), meta: { sent, summary } }, dryRun ? 200 : 201);
        }
        const which =
          "deleteIds" in change
            ? inArray(streamRules.id, change.deleteIds)
            : inArray(streamRules.value, change.deleteValues);
        const asked = "deleteIds" in change ? change.deleteIds : change.deleteValues;
        const found = await tx.select().from(streamRules).where(and(mine, which));
        if (!dryRun) await tx.delete(streamRules).where(and(mine, which));
        const deleted = dryRun ? 0 : found.length;
        const missing = new Set(asked).size - found.length;
        return c.json({
          meta: { sent, summary: { deleted, not_deleted: missing + (found.length - deleted) } },
          ...(missing
            ? {
                errors: [
                  { title: "Not found", detail: `${missing} of the rules asked for do not exist.` },
                ],
              }
            : {}),
        });
      });
    }),
  );
}

v2StreamRoutes.route("/", streamWebhookRoutes);
