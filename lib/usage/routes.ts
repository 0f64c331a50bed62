import { z } from "zod";
import { appOnly } from "@/lib/auth/route-credentials";
import { defineV2Route } from "@/lib/http/route";
import { nameList } from "@/lib/http/v2-params";
import { now } from "@/lib/time/clock";
import { cycleState, dailyRows, readsPerDay } from "./report";
import { TIER_RULES } from "./tiers";

/**
 * The reference's usage interface (FACTS "Usage and pay-per-use"), with the app as its project:
 * GET /2/usage/tweets (reads counted as the reference counts posts consumed) and GET
 * /2/usage/credits (balances in integer micros of US dollars).
 */
const USAGE_FIELDS = [
  "cap_reset_day",
  "daily_client_app_usage",
  "daily_project_usage",
  "project_cap",
  "project_id",
  "project_usage",
] as const;
/** Without usage.fields the reference answers the totals; the daily series when asked. */
const DEFAULT_FIELDS = ["cap_reset_day", "project_cap", "project_id", "project_usage"];

const daysError = "must be an integer from 1 to 90";
const days = z
  .string()
  .regex(/^\d{1,3}$/, { error: daysError })
  .optional()
  .transform((raw) => (raw === undefined ? 7 : Number(raw)))
  .refine((n) => n >= 1 && n <= 90, { error: daysError })
  .meta({ description: "1 to 90, default 7" });

const series = z.array(z.object({ date: z.string(), usage: z.string() }));
const usageAnswer = z.object({
  data: z.object({
    project_id: z.string().optional(),
    project_cap: z.string().optional(),
    project_usage: z.string().optional(),
    cap_reset_day: z.number().int().optional(),
    daily_project_usage: z.object({ project_id: z.string(), usage: series }).optional(),
    daily_client_app_usage: z
      .array(z.object({ client_app_id: z.string(), usage: series }))
      .optional(),
  }),
});

const EXAMPLE_APP = "1146654567674912769";
const exampleSeries = [{ date: "2026-11-28T00:00:00.000Z", usage: "120" }];

const usageTweets = defineV2Route({
  method: "GET",
  path: "/2/usage/tweets",
  summary: "The app's reads this cycle against its monthly cap, and per day when asked.",
  credential: appOnly,
  params: z.object({ days, "usage.fields": nameList(USAGE_FIELDS) }),
  response: usageAnswer,
  example: {
    params: { days: "1", "usage.fields": "project_usage,daily_project_usage" },
    response: {
      data: {
        project_usage: "120",
        daily_project_usage: { project_id: EXAMPLE_APP, usage: exampleSeries },
      },
    },
  },
  handler: async ({ caller, params: p }) => {
    const at = now();
    const app = caller.app;
    const fields = new Set<string>(p["usage.fields"].length ? p["usage.fields"] : DEFAULT_FIELDS);
    const state = await cycleState(app.id, app.tier, at);
    const perDay = readsPerDay(await dailyRows(app.id, at, p.days), at, p.days);
    const usage = perDay.map((d) => ({ date: `${d.day}T00:00:00.000Z`, usage: String(d.units) }));
    const all = {
      project_id: app.id,
      project_cap: String(TIER_RULES[app.tier].readCap),
      project_usage: String(state.readUnits),
      cap_reset_day: 1,
      daily_project_usage: { project_id: app.id, usage },
      daily_client_app_usage: [{ client_app_id: app.id, usage }],
    };
    // Fields not asked for are undefined, so they are left out of the JSON.
    const pick = <K extends keyof typeof all>(k: K) => (fields.has(k) ? all[k] : undefined);
    return {
      data: {
        project_id: pick("project_id"),
        project_cap: pick("project_cap"),
        project_usage: pick("project_usage"),
        cap_reset_day: pick("cap_reset_day"),
        daily_project_usage: pick("daily_project_usage"),
        daily_client_app_usage: pick("daily_client_app_usage"),
      },
    };
  },
});

const usageCredits = defineV2Route({
  method: "GET",
  path: "/2/usage/credits",
  summary: "The app's pay-per-use credit: free, prepaid and total, in micros of US dollars.",
  credential: appOnly,
  response: z.object({
    data: z.object({
      free_balance: z.number().int(),
      prepaid_balance: z.number().int(),
      total_balance: z.number().int(),
    }),
  }),
  example: {
    response: {
      data: { free_balance: 4_985_000, prepaid_balance: 0, total_balance: 4_985_000 },
    },
  },
  handler: async ({ caller }) => {
    const s = await cycleState(caller.app.id, caller.app.tier, now());
    return {
      data: {
        free_balance: s.freeMicros,
        prepaid_balance: s.prepaidMicros,
        total_balance: s.freeMicros + s.prepaidMicros,
      },
    };
  },
});

export const USAGE_ROUTES = [usageTweets, usageCredits];
