import { config } from "@/lib/config/env";
import { z } from "zod";
import { INDUSTRY_TYPES } from "../enums";
import { bool, idList, int, oneOf, str } from "../../ads-kernel/fields";
import { defineCallerOperation, defineOperation } from "../../ads-kernel/operation";
import { EXCLUSIVE_TOTAL_COUNT, listSchema, qParam } from "../../ads-kernel/list";
import { AdsError } from "../../ads-kernel/errors";
import {
  accountRecord,
  createSandboxAccount,
  deleteSandboxAccount,
  listAccounts,
  updateAccount,
} from "./service";
import { accountRecordSchema } from "./record";
import * as ex from "../example-ids";

export const accountUpdate = z.object({
  name: str(255).min(1, "name must not be empty").optional(),
  industry_type: oneOf(INDUSTRY_TYPES).optional(),
  // Extension: the "account manager" setting that raises the active-campaign limit (200 by default).
  active_campaign_limit: int({ min: 200, max: 8000 }).optional(),
});
const accountsList = listSchema({ countDefault: 200, countMax: 1000 })
  .extend({ account_ids: idList().optional(), q: qParam })
  .refine((p) => !(p.with_total_count && p.cursor), EXCLUSIVE_TOTAL_COUNT);

const family = "accounts";
const withDeleted = z.object({ with_deleted: bool().default(false) });

export const accountOperations = [
  defineCallerOperation({
    family,
    method: "get",
    path: "/accounts",
    example: {},
    record: accountRecordSchema,
    summary: "List the accounts the caller may use (production or sandbox, by base)",
    action: "account.read",
    params: accountsList,
    response: "list",
    handler: async ({ caller, params, c }) => ({
      ...(await listAccounts(caller.user!.id, c.get("sandbox"), params)),
      list: true,
    }),
  }),
  defineCallerOperation({
    family,
    method: "post",
    path: "/accounts",
    example: { params: { name: "Sandbox for tests" } },
    record: accountRecordSchema,
    summary: "Create a sandbox account (sandbox only)",
    action: "account.write",
    params: z.object({ name: str(255).optional() }),
    status: 201,
    sandboxOnly: true,
    handler: async ({ caller, params, c }) => {
      if (!c.get("sandbox"))
        throw AdsError.sandboxOnly("Creating accounts", config().adsSandboxBaseUrl);
      return { data: await createSandboxAccount(caller.user!.id, params.name), status: 201 };
    },
  }),
  defineOperation({
    family,
    method: "get",
    path: "/accounts/:account_id",
    example: { path: ex.ON_ACCOUNT },
    record: accountRecordSchema,
    summary: "Get an account (with_deleted=true shows a deleted sandbox account)",
    action: "account.read",
    params: withDeleted,
    deletedAccountWithFlag: true,
    handler: async ({ ctx }) => ({ data: accountRecord(ctx.account) }),
  }),
  defineOperation({
    family,
    method: "put",
    path: "/accounts/:account_id",
    example: { path: ex.ON_ACCOUNT, params: { name: "Acme Inc." } },
    record: accountRecordSchema,
    summary: "Update an account's name, industry type or active-campaign limit",
    action: "account.write",
    // active_campaign_limit needs no check of its own: account.write is ACCOUNT_ADMIN's alone (permissions.ts).
    params: accountUpdate,
    handler: async ({ ctx, params }) => ({ data: await updateAccount(ctx, params) }),
  }),
  defineOperation({
    family,
    method: "delete",
    path: "/accounts/:account_id",
    example: { path: ex.ON_ACCOUNT },
    record: accountRecordSchema,
    summary: "Delete a sandbox account (sandbox only)",
    action: "account.write",
    sandboxOnly: true,
    handler: async ({ ctx }) => ({ data: await deleteSandboxAccount(ctx) }),
  }),
];
