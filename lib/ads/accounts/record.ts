import { z } from "zod";

/**
 * Records of the account family as the interface answers them: the ad account, its users, the
 * caller's access and the history of changes. Client-safe (zod only): the console infers its types
 * from these (components/ads/types.ts), and the OpenAPI document describes the answers with them.
 */
const time = () => z.iso.datetime();

/** An ad account (accounts/service.ts, accountRecord). */
export const accountRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  business_name: z.string(),
  business_id: z.string().nullable(),
  timezone: z.string().describe("IANA time zone; budgets, flights and reports follow it"),
  timezone_switch_at: time(),
  approval_status: z.string().describe("ACCEPTED | UNDER_REVIEW | REJECTED"),
  industry_type: z.string().nullable(),
  sandbox: z.boolean(),
  active_campaign_limit: z.number().int().describe("200 unless raised, up to 8,000"),
  created_at: time(),
  updated_at: time(),
  deleted: z.boolean(),
});

/** A user's permission levels on the account (an extension the console uses). */
export const accountUserRecordSchema = z.object({
  user_id: z.string(),
  screen_name: z.string(),
  name: z.string(),
  permissions: z.array(z.string()).describe("ACCOUNT_ADMIN | AD_MANAGER | ANALYST | ..."),
  created_at: time(),
});

/** What DELETE account_users/:user_id answers: the levels the user had. */
export const accountUserRevokedSchema = z.object({
  user_id: z.string(),
  permissions: z.array(z.string()),
  deleted: z.literal(true),
});

/** The caller's levels on the account and the actions they allow (authenticated_user_access). */
export const accessRecordSchema = z.object({
  user_id: z.string(),
  permissions: z.array(z.string()),
  actions: z.array(z.string()).describe("kernel actions: campaigns.write, account.users, ..."),
});

/** One change of one entity (account_history): each changed field's old and new value. */
export const historyRecordSchema = z.object({
  id: z.string(),
  user_id: z.string().nullable(),
  entity_type: z.string(),
  entity_id: z.string(),
  change_type: z.enum(["CREATE", "UPDATE", "DELETE"]),
  changes: z.record(z.string(), z.object({ old: z.unknown(), new: z.unknown() })),
  created_at: time(),
});
