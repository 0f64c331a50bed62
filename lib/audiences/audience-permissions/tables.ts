import { pgTable, text } from "drizzle-orm/pg-core";
import { customAudiencePermissions, customAudiences } from "@/lib/db/schema";
import { adsRowColumns } from "@/lib/db/schema/ads-columns";

/**
 * The 5/ names of the same rows (document 3: tailored-audience permissions are custom-audience
 * permissions under version 5): ads_custom_audience_permissions read with its audience column named
 * tailored_audience_id, so the kernel's nested resource answers the 5/ field names. Not part of the
 * schema drizzle-kit reads (lib/db/schema), which defines the table once.
 */
export const tailoredAudiencePermissions = pgTable("ads_custom_audience_permissions", {
  ...adsRowColumns(),
  tailored_audience_id: text("custom_audience_id").notNull(),
  granted_account_id: text("granted_account_id").notNull(),
  permission_level: text("permission_level").notNull(),
});

export { customAudiencePermissions, customAudiences };
