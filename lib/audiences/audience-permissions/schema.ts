import { z } from "zod";
import { idParam, oneOf } from "../../ads-kernel/fields";

/**
 * What granting an audience takes (document 3, Audience permissions): the account and the level.
 * Browser-safe (zod and the kernel's field helpers only): the console's sharing form checks with it.
 */
export const PERMISSION_LEVELS = ["READ_ONLY", "READ_WRITE"] as const;

export const audiencePermissionCreate = z.object({
  granted_account_id: idParam(),
  permission_level: oneOf(PERMISSION_LEVELS),
});
