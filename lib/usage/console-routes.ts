import { eq } from "drizzle-orm";
import { z } from "zod";
import { ownedApp } from "@/lib/auth/apps/service";
import { defineConsoleRoute } from "@/lib/auth/console-route";
import { db } from "@/lib/db/client";
import { apps } from "@/lib/db/schema";
import { now } from "@/lib/time/clock";
import { usageView, usageViewSchema } from "./console-view";
import { topUp } from "./report";
import { TIERS } from "./tiers";

/**
 * The console's Usage tab: the app's usage and credit, its tier (changed here, confirmed in the
 * page) and the sandbox top-up. Every route answers 404 unless the signed-in user owns the app.
 */
const USAGE = "/console-api/apps/:id/usage";
/** A sandbox top-up adds at most 1,000 US dollars at a time. */
export const MAX_TOP_UP_MICROS = 1_000_000_000;

export const CONSOLE_USAGE_ROUTES = [
  defineConsoleRoute({
    method: "GET",
    path: USAGE,
    summary: "The app's usage this cycle, by day and endpoint family, its tier and credit",
    query: z.object({
      days: z.coerce.number().int().min(1).max(90).default(30),
    }),
    response: usageViewSchema,
    handler: async ({ userId, params, query }) =>
      usageView(await ownedApp(userId, params.id), now(), query.days),
  }),
  defineConsoleRoute({
    method: "PUT",
    path: `${USAGE}/tier`,
    summary: "Move the app to another tier (takes effect on its next call)",
    body: z.object({ tier: z.enum(TIERS, { error: `tier must be one of ${TIERS.join(", ")}` }) }),
    response: z.object({ tier: z.enum(TIERS) }),
    handler: async ({ userId, params, body }) => {
      const app = await ownedApp(userId, params.id);
      await db().update(apps).set({ tier: body.tier, updatedAt: now() }).where(eq(apps.id, app.id));
      return { tier: body.tier };
    },
  }),
  defineConsoleRoute({
    method: "POST",
    path: `${USAGE}/top-up`,
    summary: "Add prepaid credit to the app (sandbox: no payment is taken)",
    body: z.object({
      amount_micros: z
        .number({ error: "amount_micros must be a whole number of micros" })
        .int()
        .min(1_000_000, "amount_micros must be at least 1,000,000 (1.00 USD)")
        .max(MAX_TOP_UP_MICROS, "amount_micros must be at most 1,000,000,000 (1,000.00 USD)"),
    }),
    response: z.object({ prepaid_balance_micros: z.number().int() }),
    status: 201,
    handler: async ({ userId, params, body }) => {
      const app = await ownedApp(userId, params.id);
      const prepaid = await topUp(app.id, app.tier, body.amount_micros, now());
      return { prepaid_balance_micros: prepaid };
    },
  }),
] as const;
