import { defineResource } from "../../ads-kernel/define-resource";
import { customAudiencesResource } from "../custom-audiences/resource";
import { customAudiences, customAudiencePermissions, tailoredAudiencePermissions } from "./tables";
import { checkGrant } from "./rules";
import { audiencePermissionCreate, PERMISSION_LEVELS } from "./schema";
import {
  CUSTOM_AUDIENCE_ID,
  CUSTOM_AUDIENCE_PERMISSION_ID,
  GRANTED_ACCOUNT_ID,
  TAILORED_AUDIENCE_PERMISSION_ID,
} from "../example-ids";

/**
 * Audience permissions, twice from one rule: accounts/:account_id/custom_audiences/:id/permissions
 * (12) and 5/accounts/:account_id/tailored_audiences/:id/permissions, the same rows under the 5/
 * names. Nested (the audience in the path, looked up in the caller's account: only the owner lists,
 * grants and revokes), no update; DELETE revokes (deleted=true): the grantee then cannot target the
 * audience in new line items, its running ones keep it (lib/ads/targeting-criteria/prepare.ts).
 */
export { PERMISSION_LEVELS };
const sortable = ["created_at", "updated_at"];

export const audiencePermissionsResource = defineResource({
  name: "permissions",
  singular: "custom_audience_permission",
  table: customAudiencePermissions,
  exampleId: CUSTOM_AUDIENCE_PERMISSION_ID,
  actions: { read: "audiences.read", write: "audiences.write" },
  references: {
    custom_audience_id: {
      parent: customAudiencesResource,
      inPath: true,
      lock: "update",
      onParentDelete: "delete",
    },
  },
  list: {
    sortable,
    idFilters: { granted_account_ids: "granted_account_id", custom_audience_permission_ids: "id" },
  },
  create: {
    schema: audiencePermissionCreate,
    refused: [
      { param: "permission_level", value: "OWNER" },
      { param: "granted_account_id", value: "someone" },
    ],
    example: { granted_account_id: GRANTED_ACCOUNT_ID, permission_level: "READ_ONLY" },
    // The audience comes from the path (the kernel resolves and locks it as the parent).
    prepare: async (tx, ctx, input, { custom_audience_id: audience }) => {
      await checkGrant(tx, ctx, audience.id, input.granted_account_id);
      return { ...input, custom_audience_id: audience.id };
    },
  },
  remove: {},
});

/** The 5/ path's parent: the audiences table named tailored_audiences (no operations of its own). */
const tailoredAudiencesParent = defineResource({
  name: "tailored_audiences",
  table: customAudiences,
  exampleId: CUSTOM_AUDIENCE_ID,
  actions: { read: "audiences.read", write: "audiences.write" },
  list: { sortable: ["created_at"], idFilters: {} },
});

export const tailoredAudiencePermissionsResource = defineResource({
  name: "permissions",
  singular: "tailored_audience_permission",
  entityType: "CUSTOM_AUDIENCE_PERMISSION",
  version: "5",
  table: tailoredAudiencePermissions,
  exampleId: TAILORED_AUDIENCE_PERMISSION_ID,
  actions: { read: "audiences.read", write: "audiences.write" },
  references: {
    tailored_audience_id: {
      parent: tailoredAudiencesParent,
      inPath: true,
      lock: "update",
      onParentDelete: "keep",
    },
  },
  list: {
    sortable,
    idFilters: {
      granted_account_ids: "granted_account_id",
      tailored_audience_permission_ids: "id",
    },
  },
  create: {
    schema: audiencePermissionCreate,
    refused: [
      { param: "permission_level", value: "OWNER" },
      { param: "granted_account_id", value: "someone" },
    ],
    example: { granted_account_id: GRANTED_ACCOUNT_ID, permission_level: "READ_ONLY" },
    prepare: async (tx, ctx, input, { tailored_audience_id: audience }) => {
      await checkGrant(tx, ctx, audience.id, input.granted_account_id);
      return { ...input, tailored_audience_id: audience.id };
    },
  },
  remove: {},
});
