import { z } from "zod";
import { accessLevelSchema } from "./schema";

/**
 * What the console API answers about apps, keys and connections: the response schemas of their
 * declarations (lib/auth/routes/console-apps.ts), whose output types the console reads. Never a
 * secret the answer does not exist to give.
 */
export const appViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  website: z.string(),
  callback_urls: z.array(z.string()),
  access_level: accessLevelSchema,
  sign_in_with: z.boolean(),
  consumer_key: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AppView = z.output<typeof appViewSchema>;

export const appKeysSchema = z.object({
  consumer_key: z.string(),
  bearer_token: z.object({ created_at: z.string() }).nullable(),
  owner_access_token: z
    .object({ access_token: z.string(), access_level: accessLevelSchema, created_at: z.string() })
    .nullable(),
});

export const ownerTokenSchema = z.object({
  access_token: z.string(),
  access_token_secret: z.string(),
  access_level: accessLevelSchema,
  user_id: z.string(),
  screen_name: z.string(),
});

export const connectionSchema = z.object({
  app_id: z.string(),
  app_name: z.string(),
  app_website: z.string(),
  access_level: accessLevelSchema,
  scopes: z.array(z.string()),
  connected_at: z.string(),
});

/** The answer of a removal that has nothing else to say. */
export const revokedSchema = z.object({ revoked: z.boolean() });
export const deletedSchema = z.object({ id: z.string(), deleted: z.boolean() });
