import { inArray } from "drizzle-orm";
import { z } from "zod";
import { db } from "@/lib/db/client";
import { users } from "@/lib/db/schema";

/**
 * A user as version 2 answers one in `includes.users`: id, name and username always, the fields
 * `user.fields` names besides (the reference's names for the profile's columns).
 */
export const USER_FIELDS = [
  "created_at",
  "description",
  "location",
  "url",
  "verified",
  "profile_image_url",
] as const;
export type UserField = (typeof USER_FIELDS)[number];

export const userViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  created_at: z.string().optional(),
  description: z.string().optional(),
  location: z.string().optional(),
  url: z.string().optional(),
  verified: z.boolean().optional(),
  profile_image_url: z.string().optional(),
});
type UserView = z.input<typeof userViewSchema>;

/** The users of `ids` (each once, in the order first named), with the fields asked for. */
export async function userViews(ids: string[], fields: UserField[]): Promise<UserView[]> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return [];
  const rows = await db().select().from(users).where(inArray(users.id, wanted));
  const byId = new Map(rows.map((u) => [u.id, u]));
  const has = (f: UserField) => fields.includes(f);
  return wanted.flatMap((id) => {
    const u = byId.get(id);
    if (!u) return [];
    const out: UserView = { id: u.id, name: u.name, username: u.screenName };
    if (has("created_at")) out.created_at = u.createdAt.toISOString();
    if (has("description")) out.description = u.bio;
    if (has("location") && u.location) out.location = u.location;
    if (has("url") && u.url) out.url = u.url;
    if (has("verified")) out.verified = u.verified;
    if (has("profile_image_url") && u.profileImageUrl) out.profile_image_url = u.profileImageUrl;
    return [out];
  });
}
