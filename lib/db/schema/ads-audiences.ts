import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { adsRowColumns, ts } from "./ads-columns";

/**
 * Custom audiences (document 3). `account_id` is the OWNER account; other accounts see an audience
 * through a live permission (below). Membership, uploads and processing state live beside it
 * (lib/audiences); what the targeting side needs is here: targetable, its reasons, the size.
 */
export const customAudiences = pgTable(
  "ads_custom_audiences",
  {
    ...adsRowColumns(),
    name: text("name").notNull(),
    description: text("description"),
    /** CRM (uploaded users), FLEXIBLE (a tree over other audiences), MOBILE_AUDIENCE, WEB. */
    audience_type: text("audience_type").notNull(),
    partner_source: text("partner_source").notNull().default("OTHER"),
    targetable: boolean("targetable").notNull().default(false),
    reasons_not_targetable: jsonb("reasons_not_targetable")
      .$type<string[]>()
      .notNull()
      .default(["PROCESSING", "TOO_SMALL"]),
    /** Matched users; null while the first processing has not finished. */
    audience_size: integer("audience_size"),
    processed_at: ts("processed_at"),
  },
  (t) => [
    index("ads_custom_audiences_page").on(t.account_id, t.created_at, t.id),
    // Names are unique within the owner account among audiences not deleted.
    uniqueIndex("ads_custom_audiences_name")
      .on(t.account_id, sql`lower(${t.name})`)
      .where(sql`${t.deleted} = false`),
  ],
);

/**
 * Sharing (custom_audiences/:id/permissions, and 5/ tailored_audiences/:id/permissions: the same rows).
 * `account_id` is the owner's account; `granted_account_id` the account that may use the audience.
 * Revoking sets deleted: line items already targeting the audience keep it, new targeting is refused.
 */
export const customAudiencePermissions = pgTable(
  "ads_custom_audience_permissions",
  {
    ...adsRowColumns(),
    custom_audience_id: text("custom_audience_id")
      .notNull()
      .references(() => customAudiences.id),
    granted_account_id: text("granted_account_id").notNull(),
    /** READ_ONLY: target it; READ_WRITE: also add and remove its users. */
    permission_level: text("permission_level").notNull(),
  },
  (t) => [
    index("ads_audience_permissions_page").on(t.account_id, t.created_at, t.id),
    index("ads_audience_permissions_audience").on(t.custom_audience_id),
    index("ads_audience_permissions_granted").on(t.granted_account_id),
  ],
);
