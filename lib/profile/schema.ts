import { z } from "zod";

/**
 * The one definition of a user's editable profile: the console form (zodResolver), the console API
 * and the service all parse with it, so a rule cannot differ between them. Every field is optional
 * in a change: only the fields sent are compared and written. An empty string clears a field.
 */
export const PROFILE_LIMITS = { bio: 160, url: 100, location: 30, name: 50, image: 1024 } as const;

const httpUrl = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .refine(
      (v) => v === "" || /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(v),
      `${field} must be an http(s) URL such as https://example.com, or empty`,
    );

export const screenNameSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_]{1,15}$/, "Screen name must be 1–15 letters, digits or underscores");

export const profileFieldsSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Name is required")
    .max(PROFILE_LIMITS.name, `Name must be at most ${PROFILE_LIMITS.name} characters`),
  screen_name: screenNameSchema,
  bio: z.string().max(PROFILE_LIMITS.bio, `Bio must be at most ${PROFILE_LIMITS.bio} characters`),
  url: httpUrl("URL", PROFILE_LIMITS.url),
  location: z
    .string()
    .trim()
    .max(PROFILE_LIMITS.location, `Location must be at most ${PROFILE_LIMITS.location} characters`),
  profile_image_url: httpUrl("Profile image URL", PROFILE_LIMITS.image),
  profile_banner_url: httpUrl("Banner URL", PROFILE_LIMITS.image),
});

const mediaKey = (field: string) =>
  z
    .string()
    .trim()
    .min(1, `${field} must be a media_key from the upload interface`)
    .max(64, `${field} must be at most 64 characters`);

/**
 * A change: any subset of the fields, nothing else (an unknown field is an error, not ignored).
 * The picture and banner may instead name an uploaded image's media_key (lib/profile/media.ts).
 */
export const profileUpdateSchema = profileFieldsSchema
  .partial()
  .extend({
    profile_image_media_key: mediaKey("Profile image media_key").optional(),
    profile_banner_media_key: mediaKey("Banner media_key").optional(),
  })
  .strict();

/** The form's text fields: the picture and the banner are uploads, saved on their own. */
export const profileTextSchema = profileFieldsSchema.omit({
  profile_image_url: true,
  profile_banner_url: true,
});

/**
 * Uploaded pictures and banners: the smallest image accepted (checked by the console before sending
 * and by lib/profile/media.ts after the upload), and the URL field each one fills.
 */
export const MEDIA_FIELDS = ["profile_image_media_key", "profile_banner_media_key"] as const;
export type MediaField = (typeof MEDIA_FIELDS)[number];

export const IMAGE_MINIMUMS = {
  profile_image_media_key: {
    w: 100,
    h: 100,
    field: "profile_image_url",
    what: "A profile picture",
  },
  profile_banner_media_key: { w: 600, h: 200, field: "profile_banner_url", what: "A banner" },
} as const satisfies Record<
  MediaField,
  { w: number; h: number; field: keyof z.output<typeof profileFieldsSchema>; what: string }
>;

export type ProfileFields = z.output<typeof profileFieldsSchema>;
export type ProfileText = z.output<typeof profileTextSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
