import { z } from "zod";
import { changeSchema } from "@/lib/zod/change";

/**
 * The one definition of a developer app's editable fields. The console form (zodResolver) and the
 * console API (server-side parse) both import it, so a rule cannot differ between them.
 */

const MAX_CALLBACKS = 10;

/** Registered callback: absolute http(s) URL; http only for loopback so local development works. */
export const callbackUrlSchema = z
  .string()
  .trim()
  .min(1, "Callback URL is empty; expected an absolute URL such as https://example.com/callback")
  .max(1024, "Callback URL is longer than 1024 characters")
  .refine((value) => {
    try {
      const url = new URL(value);
      if (url.hash) return false;
      if (url.protocol === "https:") return true;
      // Native apps register custom schemes (myapp://callback); loopback http is for development.
      if (url.protocol === "http:")
        return ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
      return (
        /^[a-z][a-z0-9+.-]*:$/.test(url.protocol) &&
        url.protocol !== "javascript:" &&
        url.protocol !== "data:"
      );
    } catch {
      return false;
    }
  }, "Callback URL must be an absolute https URL without a fragment (http only for localhost/127.0.0.1), or a custom app scheme");

export const accessLevelSchema = z.enum(["read", "read-write"]);
export type AccessLevel = z.infer<typeof accessLevelSchema>;

export const appFieldsSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(32, "Name must be at most 32 characters"),
  description: z.string().trim().max(200, "Description must be at most 200 characters").default(""),
  website: z
    .string()
    .trim()
    .max(200, "Website must be at most 200 characters")
    .refine((v) => v === "" || /^https?:\/\/[^\s]+$/.test(v), "Website must be an http(s) URL")
    .default(""),
  callback_urls: z
    .array(callbackUrlSchema)
    .max(MAX_CALLBACKS, `At most ${MAX_CALLBACKS} callback URLs`)
    .refine((list) => new Set(list).size === list.length, "Callback URLs must not repeat")
    .default([]),
  access_level: accessLevelSchema.default("read"),
  sign_in_with: z.boolean().default(false),
});

export const appCreateSchema = appFieldsSchema;
/** A PATCH: only the fields sent change (the defaults above are for a new app). */
export const appUpdateSchema = changeSchema(appFieldsSchema);

export type AppCreateInput = z.input<typeof appCreateSchema>;
export type AppCreate = z.output<typeof appCreateSchema>;
export type AppUpdate = z.output<typeof appUpdateSchema>;
