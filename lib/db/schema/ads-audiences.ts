import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
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
    /** FLEXIBLE only: the boolean tree over other audiences (lib/audiences/flexible.ts), immutable. */
    segments: jsonb("segments").$type<unknown>(),
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

/** Binary SHA-256 digests, 32 bytes each, one after the other (Buffer on node-postgres, Uint8Array on PGlite). */
const hashes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/**
 * The users calls as received (POST custom_audiences/:id/users): one row per operation, its hashes
 * per identifier kind as binary digests. The call only validates and appends; the processing job
 * (lib/audiences/process-queue.ts) applies rows in `seq` order and marks them applied.
 */
export const customAudienceUploads = pgTable(
  "ads_custom_audience_uploads",
  {
    seq: bigserial("seq", { mode: "number" }).primaryKey(),
    custom_audience_id: text("custom_audience_id")
      .notNull()
      .references(() => customAudiences.id),
    /** Update (add or refresh users) or Delete (remove them). */
    operation_type: text("operation_type").notNull(),
    effective_at: ts("effective_at").notNull(),
    expires_at: ts("expires_at").notNull(),
    email: hashes("email"),
    phone_number: hashes("phone_number"),
    handle: hashes("handle"),
    device_id: hashes("device_id"),
    applied: boolean("applied").notNull().default(false),
    created_at: ts("created_at").notNull(),
  },
  (t) => [index("ads_audience_uploads_pending").on(t.custom_audience_id, t.applied, t.seq)],
);

/** Matched members: people of the population (index) in an audience, each with its time window. */
export const customAudienceMembers = pgTable(
  "ads_custom_audience_members",
  {
    custom_audience_id: text("custom_audience_id")
      .notNull()
      .references(() => customAudiences.id),
    person: integer("person").notNull(),
    effective_at: ts("effective_at").notNull(),
    expires_at: ts("expires_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.custom_audience_id, t.person] })],
);

/** The members in effect at the last processing as a bitset over the population (estimates read it). */
export const customAudienceSets = pgTable("ads_custom_audience_sets", {
  custom_audience_id: text("custom_audience_id")
    .primaryKey()
    .references(() => customAudiences.id),
  bits: hashes("bits").notNull(),
  size: integer("size").notNull(),
  computed_at: ts("computed_at").notNull(),
});
