import {
  audiencePermissionsResource,
  tailoredAudiencePermissionsResource,
} from "../audience-permissions/resource";
import { audienceUsersOperation } from "./users";
import { audienceTargetedOperation } from "./targeted";
import { flexiblePreviewOperation } from "./flexible-preview";

/**
 * The audiences' operations beside the custom audiences resource (in RESOURCES): users, targeted, the
 * flexible preview (our extension), and
 * the nested permissions (12) and tailored-audience permissions (5/), which have no flat path of their
 * own and so are not in RESOURCES (whose contract suites address records at accounts/:id/<name>).
 */
/** The nested resources (no flat path): their operations are listed here, not through RESOURCES. */
export const NESTED_RESOURCES = [audiencePermissionsResource, tailoredAudiencePermissionsResource];

export const audienceOperations = [
  audienceUsersOperation,
  audienceTargetedOperation,
  flexiblePreviewOperation, // our extension: the flexible builder's live size
];
