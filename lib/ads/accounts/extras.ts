import type { Hono } from "hono";
import { z } from "zod";
import { and, eq, gte, inArray, lt } from "drizzle-orm";
import { db } from "@/lib/db/client";
import {
  accountApps,
  accountFeatures,
  accountHistory,
  taxSettings,
  userSettings,
} from "@/lib/db/schema";
import {
  FEATURE_KEYS,
  INVOICE_JURISDICTIONS,
  READABLE_FEATURE_KEYS,
  TAX_CATEGORIES,
} from "../enums";
import { enumList, idParam, int, isoTime, oneOf, str, stringList } from "../kernel/fields";
import { MAX_CURSOR } from "../kernel/cursor";
import { route, type AdsEnv } from "../kernel/handler";
import { keyset, listSchema } from "../kernel/list";
import { parseParams } from "../kernel/validate";
import { AdsError } from "../kernel/errors";
import { recordHistory } from "../kernel/history";
import { allowedActions } from "../kernel/permissions";

/** The account's own sub-resources: features, tax settings, apps, access, history, user settings. */
export function mountAccountExtras(app: Hono<AdsEnv>) {
  route(
    app,
    "get",
    "/accounts/:account_id/authenticated_user_access",
    { action: "account.read" },
    async ({ ctx }) => ({
      data: {
        user_id: ctx.userId,
        permissions: ctx.permissions,
        actions: [...allowedActions(ctx.permissions)],
      },
    }),
  );

  route(
    app,
    "get",
    "/accounts/:account_id/features",
    { action: "account.read" },
    async ({ ctx, raw }) => {
      const p = parseParams(
        z.object({
          feature_keys: enumList([...FEATURE_KEYS, ...READABLE_FEATURE_KEYS] as [
            string,
            ...string[],
          ]).optional(),
        }),
        raw,
      );
      const rows = await db()
        .select()
        .from(accountFeatures)
        .where(eq(accountFeatures.account_id, ctx.account.id));
      const keys = rows
        .map((r) => r.feature_key)
        .filter((k) => !p.feature_keys || p.feature_keys.includes(k));
      return { data: keys.sort(), params: p };
    },
  );

  for (const method of ["post", "delete"] as const) {
    route(
      app,
      method,
      "/accounts/:account_id/features",
      { action: "account.write" },
      async ({ ctx, raw }) => {
        if (!ctx.sandbox) throw AdsError.sandboxOnly("Adding and removing account features");
        const p = parseParams(z.object({ feature_keys: enumList(FEATURE_KEYS) }), raw);
        await db().transaction(async (tx) => {
          const before = (
            await tx
              .select()
              .from(accountFeatures)
              .where(eq(accountFeatures.account_id, ctx.account.id))
          )
            .map((r) => r.feature_key)
            .sort();
          if (method === "post") {
            await tx
              .insert(accountFeatures)
              .values(
                p.feature_keys.map((k) => ({
                  account_id: ctx.account.id,
                  feature_key: k,
                  created_at: new Date(),
                })),
              )
              .onConflictDoNothing();
          } else {
            await tx
              .delete(accountFeatures)
              .where(
                and(
                  eq(accountFeatures.account_id, ctx.account.id),
                  inArray(accountFeatures.feature_key, p.feature_keys),
                ),
              );
          }
          const after = (
            await tx
              .select()
              .from(accountFeatures)
              .where(eq(accountFeatures.account_id, ctx.account.id))
          )
            .map((r) => r.feature_key)
            .sort();
          await recordHistory(tx, {
            accountId: ctx.account.id,
            userId: ctx.userId,
            entityType: "ACCOUNT",
            entityId: ctx.account.id,
            changeType: "UPDATE",
            before: { features: before },
            after: { features: after },
          });
        });
        const rows = await db()
          .select()
          .from(accountFeatures)
          .where(eq(accountFeatures.account_id, ctx.account.id));
        return { data: rows.map((r) => r.feature_key).sort(), params: p };
      },
    );
  }

  const taxSchema = z.object({
    address_name: str(255).optional(),
    client_address_street1: str(255).optional(),
    client_address_street2: str(255).optional(),
    invoice_jurisdiction: oneOf(INVOICE_JURISDICTIONS).optional(),
    tax_category: oneOf(TAX_CATEGORIES).optional(),
    tax_exemption_id: str(100).optional(),
    tax_id: str(100).optional(),
  });
  route(
    app,
    "put",
    "/accounts/:account_id/tax_settings",
    { action: "account.write" },
    async ({ ctx, raw }) => {
      const p = parseParams(taxSchema, raw);
      const data = await db().transaction(async (tx) => {
        const prev =
          (await tx.select().from(taxSettings).where(eq(taxSettings.account_id, ctx.account.id)))[0]
            ?.settings ?? {};
        const next = {
          ...prev,
          ...Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined)),
        } as Record<string, string | null>;
        await tx
          .insert(taxSettings)
          .values({ account_id: ctx.account.id, settings: next, updated_at: new Date() })
          .onConflictDoUpdate({
            target: taxSettings.account_id,
            set: { settings: next, updated_at: new Date() },
          });
        await recordHistory(tx, {
          accountId: ctx.account.id,
          userId: ctx.userId,
          entityType: "TAX_SETTINGS",
          entityId: ctx.account.id,
          changeType: "UPDATE",
          before: prev,
          after: next,
        });
        return { account_id: ctx.account.id, ...next };
      });
      return { data, params: p };
    },
  );

  route(
    app,
    "get",
    "/accounts/:account_id/account_apps",
    { action: "account.read" },
    async ({ ctx, raw }) => {
      const p = parseParams(listSchema({ countDefault: 200, countMax: 1000 }), raw);
      const rows = await db()
        .select()
        .from(accountApps)
        .where(
          and(
            eq(accountApps.account_id, ctx.account.id),
            p.with_deleted ? undefined : eq(accountApps.deleted, false),
          ),
        )
        .limit(p.count);
      return {
        data: rows.map((r) => ({
          ...r,
          created_at: r.created_at.toISOString(),
          updated_at: r.updated_at.toISOString(),
        })),
        params: p,
        list: true,
        next_cursor: null,
      };
    },
  );

  const wholeHour = (name: string) =>
    isoTime().refine(
      (d) => d.getTime() % 3_600_000 === 0,
      `${name} must be a whole hour, such as 2026-11-01T10:00:00Z`,
    );
  const historySchema = z.object({
    entity_type: oneOf([
      "ACCOUNT",
      "CAMPAIGN",
      "LINE_ITEM",
      "FUNDING_INSTRUMENT",
      "PROMOTED_POST",
      "PROMOTED_TWEET",
      "TARGETING_CRITERIA",
      "PROMOTED_ACCOUNT",
      "TAX_SETTINGS",
      "ACCOUNT_USER",
    ]),
    entity_id: idParam(),
    start_time: wholeHour("start_time"),
    end_time: wholeHour("end_time"),
    user_id: idParam().optional(),
    count: int({ min: 1, max: 1000 }).default(200),
    cursor: z.string().max(MAX_CURSOR, `cursor has at most ${MAX_CURSOR} characters`).optional(),
  });
  route(
    app,
    "get",
    "/accounts/:account_id/account_history",
    { action: "account.read" },
    async ({ ctx, raw }) => {
      const p = parseParams(historySchema, raw);
      if (p.end_time <= p.start_time)
        throw AdsError.invalid("end_time", "end_time must be after start_time.");
      const entityType = p.entity_type === "PROMOTED_TWEET" ? "PROMOTED_POST" : p.entity_type;
      // Newest first, keyset on (created_at, id): entries written in the same millisecond keep their place.
      const ks = keyset(
        { count: p.count, cursor: p.cursor, sort_by: "created_at-desc" },
        { id: accountHistory.id, created_at: accountHistory.created_at },
        ["created_at"],
      );
      const rows = await db()
        .select()
        .from(accountHistory)
        .where(
          and(
            eq(accountHistory.account_id, ctx.account.id),
            eq(accountHistory.entity_type, entityType),
            eq(accountHistory.entity_id, p.entity_id),
            gte(accountHistory.created_at, p.start_time),
            lt(accountHistory.created_at, p.end_time),
            p.user_id ? eq(accountHistory.user_id, p.user_id) : undefined,
            ...ks.where,
          ),
        )
        .orderBy(...ks.orderBy)
        .limit(ks.limit);
      const { rows: page, next_cursor: next } = ks.page(rows);
      return { data: page.map(historyRecord), params: p, list: true, next_cursor: next };
    },
  );

  const settingsSchema = z.object({
    notification_email: z
      .email("Expected an email address")
      .max(254, "An email address has at most 254 characters")
      .optional(),
    contact_phone: str(30).optional(),
    contact_phone_extension: str(10).optional(),
    subscribe_email_types: stringList(20, 50, "email types").optional(),
  });
  // Settings are personal (contact email and phone): a user reads their own, and an account admin, who
  // manages the account's users, may read anyone's; other members get 403 like for a change.
  route(
    app,
    "get",
    "/accounts/:account_id/user_settings/:user_id",
    { action: "account.read" },
    async ({ ctx, c }) => {
      const userId = c.req.param("user_id")!;
      if (userId !== ctx.userId && !allowedActions(ctx.permissions).has("account.users")) {
        throw AdsError.forbidden(
          "Only the user themselves or an ACCOUNT_ADMIN may read their user settings.",
        );
      }
      const row = (
        await db()
          .select()
          .from(userSettings)
          .where(and(eq(userSettings.account_id, ctx.account.id), eq(userSettings.user_id, userId)))
      )[0];
      return {
        data: {
          user_id: userId,
          ...(row?.settings ?? {}),
          updated_at: row?.updated_at.toISOString() ?? null,
        },
      };
    },
  );
  // Any member may change their own settings, so the permission check is account.read; being a PUT, the
  // token must still allow writes (ads.write, read-write access), which route() checks for every non-GET.
  route(
    app,
    "put",
    "/accounts/:account_id/user_settings/:user_id",
    { action: "account.read" },
    async ({ ctx, c, raw }) => {
      const userId = c.req.param("user_id")!;
      // Settings are personal: only the user may change their own, account admins included.
      if (userId !== ctx.userId)
        throw AdsError.forbidden("Only the user themselves may change their user settings.");
      const p = parseParams(settingsSchema, raw);
      const prev =
        (
          await db()
            .select()
            .from(userSettings)
            .where(
              and(eq(userSettings.account_id, ctx.account.id), eq(userSettings.user_id, userId)),
            )
        )[0]?.settings ?? {};
      const next = {
        ...prev,
        ...Object.fromEntries(Object.entries(p).filter(([, v]) => v !== undefined)),
      };
      await db()
        .insert(userSettings)
        .values({
          account_id: ctx.account.id,
          user_id: userId,
          settings: next,
          updated_at: new Date(),
        })
        .onConflictDoUpdate({
          target: [userSettings.account_id, userSettings.user_id],
          set: { settings: next, updated_at: new Date() },
        });
      return { data: { user_id: userId, ...next }, params: p };
    },
  );
}

function historyRecord(r: typeof accountHistory.$inferSelect) {
  return {
    id: r.id,
    user_id: r.user_id,
    entity_type: r.entity_type,
    entity_id: r.entity_id,
    change_type: r.change_type,
    changes: r.changes,
    created_at: r.created_at.toISOString(),
  };
}
