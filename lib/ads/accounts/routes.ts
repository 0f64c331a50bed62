import type { Hono } from "hono";
import { z } from "zod";
import { INDUSTRY_TYPES } from "../enums";
import { bool, idList, int, oneOf, str } from "../kernel/fields";
import { route, type AdsEnv } from "../kernel/handler";
import { EXCLUSIVE_TOTAL_COUNT, listSchema, qParam } from "../kernel/list";
import { parseParams } from "../kernel/validate";
import { AdsError } from "../kernel/errors";
import { applyTotalCountLimit } from "../kernel/rate-limits";
import {
  accountRecord,
  createSandboxAccount,
  deleteSandboxAccount,
  listAccounts,
  updateAccount,
} from "./service";

export const accountUpdate = z.object({
  name: str(255).min(1, "name must not be empty").optional(),
  industry_type: oneOf(INDUSTRY_TYPES).optional(),
  // Extension: the "account manager" setting that raises the active-campaign limit (200 by default).
  active_campaign_limit: int({ min: 200, max: 8000 }).optional(),
});
const accountsList = listSchema({ countDefault: 200, countMax: 1000 })
  .extend({ account_ids: idList().optional(), q: qParam })
  .refine((p) => !(p.with_total_count && p.cursor), EXCLUSIVE_TOTAL_COUNT);

export function mountAccounts(app: Hono<AdsEnv>) {
  route(
    app,
    "get",
    "/accounts",
    { action: "account.read", account: false },
    async ({ caller, raw, c }) => {
      const p = parseParams(accountsList, raw);
      if (p.with_total_count)
        await applyTotalCountLimit(caller, c.get("adsHeaders" as never) as Record<string, string>);
      const page = await listAccounts(caller.user!.id, c.get("sandbox"), p);
      return { ...page, params: p, list: true };
    },
  );

  route(
    app,
    "post",
    "/accounts",
    { action: "account.write", account: false },
    async ({ caller, raw, c }) => {
      if (!c.get("sandbox")) throw AdsError.sandboxOnly("Creating accounts");
      const p = parseParams(z.object({ name: str(255).optional() }), raw);
      return { data: await createSandboxAccount(caller.user!.id, p.name), params: p, status: 201 };
    },
  );

  route(
    app,
    "get",
    "/accounts/:account_id",
    { action: "account.read", deletedAccountWithFlag: true },
    async ({ ctx, raw }) => {
      const p = parseParams(z.object({ with_deleted: bool().default(false) }), raw);
      return { data: accountRecord(ctx.account), params: p };
    },
  );

  route(app, "put", "/accounts/:account_id", { action: "account.write" }, async ({ ctx, raw }) => {
    // active_campaign_limit needs no check of its own: account.write is ACCOUNT_ADMIN's alone (permissions.ts).
    const p = parseParams(accountUpdate, raw);
    return { data: await updateAccount(ctx, p), params: p };
  });

  route(app, "delete", "/accounts/:account_id", { action: "account.write" }, async ({ ctx }) => ({
    data: await deleteSandboxAccount(ctx),
  }));
}
