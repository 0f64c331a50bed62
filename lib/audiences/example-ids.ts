/**
 * The ids the audience operations' worked calls name (lib/ads/example-ids.ts has the others): one
 * audience, one permission on it, and the account it is shared with.
 */
export const CUSTOM_AUDIENCE_ID = "1866030871233019950";
export const CUSTOM_AUDIENCE_PERMISSION_ID = "1866030871233019951";
export const TAILORED_AUDIENCE_PERMISSION_ID = "1866030871233019952";
export const GRANTED_ACCOUNT_ID = "1866030871233019953";
