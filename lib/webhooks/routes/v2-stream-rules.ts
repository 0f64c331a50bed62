import { Hono } from "hono";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { appOnly } from "@/lib/auth/route-credentials";
import { db } from "@/lib/db/client";
import { streamRules } from "@/lib/db/schema";
import { newId } from "@/lib/crypto/tokens";
import { defineV2Route, type Route } from "@/lib/http/route";
import { pageMetaSchema, pageOf, pageParams } from "@/lib/http/v2-params";
import { fail, V2Problem } from "@/lib/http/v2-fail";
import { v2 } from "@/lib/webhooks/products/http";
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
 * /2/tweets/… spelling (FACTS: unmodified clients call that one). The rules are declarations; the
 * stream is a long-lived response, written by hand.
 */
const BASES = ["/2/posts/search", "/2/tweets/search"] as const;

const view = (r: { id: string; value: string; tag: string | null }) =>
  r.tag ? { id: r.id, value: r.value, tag: r.tag } : { id: r.id, value: r.value };

const rule = z.object({ id: z.string(), value: z.string(), tag: z.string().optional() });
const exampleRule = { id: "1273026480692322304", value: "cats has:media", tag: "cats with media" };
const sent = z.iso.datetime();
const exampleSent = "2026-01-05T10:00:00.000Z";

const ruleIds = z
  .string()
  .optional()
  .transform((raw) => (raw === undefined ? [] : raw.split(",")))
  .refine((ids) => ids.length <= 1000 && ids.every((id) => /^\d{1,20}$/.test(id)), {
    error: "lists 1 to 1000 rule ids, comma-separated",
  });

const addAnswer = z.object({
  data: z.array(rule),
  meta: z.object({
    sent,
    summary: z.object({
      created: z.number().int(),
      not_created: z.number().int(),
      valid: z.number().int(),
      invalid: z.number().int(),
    }),
  }),
});
const deleteAnswer = z.object({
  meta: z.object({
    sent,
    summary: z.object({ deleted: z.number().int(), not_deleted: z.number().int() }),
  }),
  errors: z.array(z.object({ title: z.string(), detail: z.string() })).optional(),
});

/**
 * The change's rules (exactly one of add, delete.ids, delete.values; its problems name the item,
 * as add[2].value) are parseRulesChange's; the document says what each holds.
 */
const changeBody = z.looseObject({
  add: z
    .unknown()
    .optional()
    .meta({
      type: "array",
      items: { type: "object", properties: { value: { type: "string" }, tag: { type: "string" } } },
      description: "Rules to add: 1 to 1000 of {value, tag?}.",
    }),
  delete: z
    .unknown()
    .optional()
    .meta({
      type: "object",
      properties: {
        ids: { type: "array", items: { type: "string" } },
        values: { type: "array", items: { type: "string" } },
      },
      description: "Rules to delete, by ids or by values (1 to 1000).",
    }),
});

function rulesRoutes(base: string): Route[] {
  const list = defineV2Route({
    method: "GET",
    path: `${base}/stream/rules`,
    summary: "The app's filtered-stream rules, oldest first, or those named by id.",
    credential: appOnly,
    params: z.object({ ids: ruleIds, ...pageParams(1000, 1000) }),
    response: z.object({ data: z.array(rule), meta: pageMetaSchema.extend({ sent }) }),
    example: {
      params: { ids: exampleRule.id },
      response: { data: [exampleRule], meta: { sent: exampleSent, result_count: 1 } },
    },
    handler: async ({ caller: { app }, params: p }) => {
      const rows = await db()
        .select()
        .from(streamRules)
        .where(
          and(
            eq(streamRules.app_id, app.id),
            p.ids.length ? inArray(streamRules.id, p.ids) : undefined,
          ),
        )
        .orderBy(asc(streamRules.created_at), asc(streamRules.id))
        .limit(p.max_results + 1)
        .offset(p.pagination_token);
      const { data, meta } = pageOf(rows, p);
      return { data: data.map(view), meta: { sent: new Date().toISOString(), ...meta } };
    },
  });

  const counts = defineV2Route({
    method: "GET",
    path: `${base}/stream/rules/counts`,
    summary: "How many rules the app has, and how many it may.",
    credential: appOnly,
    response: z.object({
      data: z.object({
        cap_per_client_app: z.number().int(),
        client_app_rules_count: z.object({
          client_app_id: z.string(),
          rule_count: z.number().int(),
        }),
      }),
    }),
    example: {
      response: {
        data: {
          cap_per_client_app: MAX_RULES_PER_APP,
          client_app_rules_count: { client_app_id: "29191802", rule_count: 1 },
        },
      },
    },
    handler: async ({ caller: { app } }) => {
      const [{ n }] = await db()
        .select({ n: count() })
        .from(streamRules)
        .where(eq(streamRules.app_id, app.id));
      return {
        data: {
          cap_per_client_app: MAX_RULES_PER_APP,
          client_app_rules_count: { client_app_id: app.id, rule_count: n },
        },
      };
    },
  });

  const change = defineV2Route({
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

  return [list, counts, change];
}

export const STREAM_RULE_ROUTES = BASES.flatMap(rulesRoutes);

/** The filtered stream (a long-lived response) and its webhooks, written by hand. */
export const v2StreamRoutes = new Hono();
for (const base of BASES) v2StreamRoutes.get(`${base}/stream`, v2(filteredStream));
v2StreamRoutes.route("/", streamWebhookRoutes);
