import { count } from "drizzle-orm";
import { z } from "zod";
import { appOnly } from "@/lib/auth/route-credentials";
import { db } from "@/lib/db/client";
import { streamRules } from "@/lib/db/schema";
import { defineV2Route, type Route } from "@/lib/http/route";
import { pageMetaSchema, pageOf, pageParams } from "@/lib/http/v2-params";
import { MAX_RULES_PER_APP } from "@/lib/webhooks/products/rules-input";
import {
  filteredStream,
  filteredMessageSchema,
  streamParams,
} from "@/lib/webhooks/products/stream-routes";
import { defineV2Stream } from "@/lib/http/route-stream";
import { FILTERED_STREAM_RULES, ofSet } from "@/lib/webhooks/products/rule-sets";
import { setRules } from "@/lib/webhooks/products/rule-store";
import { changeRulesRoute } from "./v2-stream-rules-change";
import { BASES, view, rule, exampleRule, sent, exampleSent, ruleIds } from "./stream-rules-kit";

/**
 * Filtered-stream rules and the stream itself, under /2/posts/… and the reference platform's
 * /2/tweets/… spelling (FACTS: unmodified clients call that one). The rules are declarations; the
 * stream is a long-lived response, written by hand.
 */
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
      const rows = await setRules(db(), FILTERED_STREAM_RULES, app.id, p.ids)
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
        .where(ofSet(FILTERED_STREAM_RULES, app.id));
      return {
        data: {
          cap_per_client_app: MAX_RULES_PER_APP,
          client_app_rules_count: { client_app_id: app.id, rule_count: n },
        },
      };
    },
  });

  const stream = defineV2Stream({
    path: `${base}/stream`,
    summary: "Posts matching the app's rules, as they are published, with the rules they matched.",
    credential: appOnly,
    params: streamParams,
    message: filteredMessageSchema,
    example: {
      message: {
        data: {
          id: "1445880548472328192",
          text: "Launch day!",
          edit_history_post_ids: ["1445880548472328192"],
        },
        includes: { users: [{ id: "2244994945", username: "svcdevs" }] },
        matching_rules: [{ id: "1273026480692322304", tag: "launches" }],
      },
    },
    handler: filteredStream,
  });
  return [list, counts, changeRulesRoute(base), stream];
}

export const STREAM_RULE_ROUTES = BASES.flatMap(rulesRoutes);
