import { config } from "@/lib/config/env";
import { and, count, eq, inArray } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { accountUsers, adAccounts } from "@/lib/db/schema";
import { newId } from "@/lib/crypto/tokens";
import { recordHistory } from "../../ads-kernel/history";
import type { AccountRow, AdsCtx } from "../../ads-kernel/context";
import { all, keyset, prefixFilter } from "../../ads-kernel/list";
import { AdsError } from "../../ads-kernel/errors";

export function accountRecord(a: AccountRow) {
  return {
    id: a.id,
    name: a.name,
    business_name: a.businessName,
    business_id: a.businessId,
    timezone: a.timezone,
    timezone_switch_at: a.createdAt.toISOString(),
    approval_status: a.approvalStatus,
    industry_type: a.industryType,
    sandbox: a.sandbox,
    active_campaign_limit: a.maxActiveCampaigns,
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
    deleted: a.deleted,
  };
}

/** The accounts tied to the caller, through the base's kind (production or sandbox). */
export async function listAccounts(
  userId: string,
  sandbox: boolean,
  p: {
    count: number;
    cursor?: string;
    sort_by?: string;
    with_deleted: boolean;
    with_total_count?: boolean;
    account_ids?: string[];
    q?: string;
  },
) {
  const cols = {
    id: adAccounts.id,
    created_at: adAccounts.createdAt,
    updated_at: adAccounts.updatedAt,
    name: adAccounts.name,
  };
  const ks = keyset(p, cols, ["created_at", "updated_at", "name"]);
  const mine = and(eq(accountUsers.accountId, adAccounts.id), eq(accountUsers.userId, userId));
  const filters = all(
    eq(adAccounts.sandbox, sandbox),
    p.with_deleted ? undefined : eq(adAccounts.deleted, false),
    p.account_ids?.length ? inArray(adAccounts.id, p.account_ids) : undefined,
    prefixFilter(adAccounts.name, p.q),
  );
  const rows = await db()
    .select({ a: adAccounts })
    .from(adAccounts)
    .innerJoin(accountUsers, mine)
    .where(all(filters, ...ks.where))
    .orderBy(...ks.orderBy)
    .limit(ks.limit);
  const page = ks.page(
    rows.map((r) => ({ ...r.a, created_at: r.a.createdAt, updated_at: r.a.updatedAt })),
  );
  const total = p.with_total_count
    ? Number(
        (
          await db()
            .select({ n: count() })
            .from(adAccounts)
            .innerJoin(accountUsers, mine)
            .where(filters)
        )[0]?.n ?? 0,
      )
    : undefined;
  return { data: page.rows.map(accountRecord), next_cursor: page.next_cursor, total_count: total };
}

/** Sandbox accounts are free to make: the caller becomes their ACCOUNT_ADMIN. */
export async function createSandboxAccount(userId: string, name?: string) {
  return db().transaction(async (tx) => {
    const now = new Date();
    const row = (
      await tx
        .insert(adAccounts)
        .values({
          id: newId(),
          name: name ?? "Sandbox account",
          sandbox: true,
          createdAt: now,
          updatedAt: now,
        })
        .returning()
    )[0];
    await tx
      .insert(accountUsers)
      .values({ accountId: row.id, userId, permissions: ["ACCOUNT_ADMIN", "POST_COMPOSER"] });
    await recordHistory(tx, {
      accountId: row.id,
      userId,
      entityType: "ACCOUNT",
      entityId: row.id,
      changeType: "CREATE",
      before: null,
      after: accountRecord(row),
    });
    return accountRecord(row);
  });
}

/** Changes the caller's account row and writes its history row, in one transaction. */
function changeAccount(
  ctx: AdsCtx,
  set: Partial<typeof adAccounts.$inferInsert>,
  changeType: "UPDATE" | "DELETE",
) {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .update(adAccounts)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(adAccounts.id, ctx.account.id))
      .returning();
    await recordHistory(tx, {
      accountId: row.id,
      userId: ctx.userId,
      entityType: "ACCOUNT",
      entityId: row.id,
      changeType,
      before: accountRecord(ctx.account),
      after: accountRecord(row),
    });
    return accountRecord(row);
  });
}

export async function updateAccount(
  ctx: AdsCtx,
  input: { name?: string; industry_type?: string; active_campaign_limit?: number },
) {
  const set: Partial<typeof adAccounts.$inferInsert> = {};
  if (input.name !== undefined) set.name = input.name;
  if (input.industry_type !== undefined) set.industryType = input.industry_type;
  if (input.active_campaign_limit !== undefined)
    set.maxActiveCampaigns = input.active_campaign_limit;
  return changeAccount(ctx, set, "UPDATE");
}

export async function deleteSandboxAccount(ctx: AdsCtx) {
  if (!ctx.sandbox) throw AdsError.sandboxOnly("Deleting accounts", config().adsSandboxBaseUrl);
  return changeAccount(ctx, { deleted: true }, "DELETE");
}
