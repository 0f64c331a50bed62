import { and, eq, ne, sql } from "drizzle-orm";
import { db, type Tx } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { emitEvent } from "@/lib/events/outbox";
import type { EventKind } from "@/lib/events/kinds";
import { toUserRef } from "@/lib/events/people";
import { mediaFields, IMAGE_MINIMUMS, ProfileMediaError, profileMediaUrl } from "./media";
import {
  profileFieldsSchema,
  profileUpdateSchema,
  type ProfileFields,
  type ProfileUpdate,
} from "./schema";

/** A refused profile change: the field and what is expected. Nothing was written. */
export class ProfileError extends Error {
  constructor(
    readonly code: "INVALID_PARAMETER" | "SCREEN_NAME_TAKEN" | "NOT_FOUND",
    readonly parameter: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

type UserRow = typeof users.$inferSelect;
export type ProfileView = ProfileFields & { id: string; verified: boolean; premium: boolean };

/** Field of the form → its column and the event its change is (name has no event kind). */
const FIELDS = {
  name: { column: "name", kind: null },
  screen_name: { column: "screenName", kind: "profile.update.screenname" },
  bio: { column: "bio", kind: "profile.update.bio" },
  url: { column: "url", kind: "profile.update.url" },
  location: { column: "location", kind: "profile.update.geo" },
  profile_image_url: { column: "profileImageUrl", kind: "profile.update.picture" },
  profile_banner_url: { column: "profileBannerUrl", kind: "profile.update.banner" },
} as const satisfies Record<keyof ProfileFields, { column: keyof UserRow; kind: EventKind | null }>;

type Field = keyof typeof FIELDS;
const fieldNames = profileFieldsSchema.keyof().options;

export function toProfileView(u: UserRow): ProfileView {
  const text = (f: Field) => String(u[FIELDS[f].column] ?? "");
  return {
    id: u.id,
    verified: u.verified,
    premium: u.premium,
    name: text("name"),
    screen_name: text("screen_name"),
    bio: text("bio"),
    url: text("url"),
    location: text("location"),
    profile_image_url: text("profile_image_url"),
    profile_banner_url: text("profile_banner_url"),
  };
}

async function loadUser(tx: Tx, userId: string, lock: boolean): Promise<UserRow> {
  const q = tx.select().from(users).where(eq(users.id, userId)).limit(1);
  const [row] = lock ? await q.for("update") : await q;
  if (!row) throw new ProfileError("NOT_FOUND", undefined, `User ${userId} does not exist.`);
  return row;
}

export async function getProfile(userId: string): Promise<ProfileView> {
  return toProfileView(await db().transaction((tx) => loadUser(tx, userId, false)));
}

/** Stored form of a field's value: optional text columns hold null, not "", when cleared. */
const stored = (f: Field, v: string): string | null =>
  v === "" && f !== "bio" && f !== "name" ? null : v;
/** The value an event reports: absent and empty are both null. */
const reported = (v: unknown): string | null => (v === null || v === "" ? null : String(v));

/**
 * Applies a profile change and emits one event per field whose value changed
 * (profile.update.<field>, payload {user, before, after}), all in one transaction: a refused change
 * (invalid field, taken screen name) writes nothing and emits nothing.
 */
export async function updateProfile(userId: string, input: unknown): Promise<ProfileView> {
  const parsed = profileUpdateSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    if (issue.code === "unrecognized_keys") {
      const key = issue.keys[0].slice(0, 64); // echoed back: a client's key is cut to a readable length
      throw new ProfileError("INVALID_PARAMETER", key, `Unknown field ${key}.`);
    }
    if (!issue.path.length)
      throw new ProfileError("INVALID_PARAMETER", undefined, "The body must be a JSON object.");
    throw new ProfileError("INVALID_PARAMETER", String(issue.path[0]), issue.message);
  }
  return db().transaction(async (tx) => {
    const before = await loadUser(tx, userId, true);
    const changes = await withMediaUrls(tx, userId, parsed.data);
    const set: Record<string, string | null> = {};
    const changed: Field[] = [];
    for (const f of fieldNames) {
      const value = changes[f];
      if (value === undefined) continue;
      const next = stored(f, value);
      if ((before[FIELDS[f].column] ?? null) === next) continue;
      set[FIELDS[f].column] = next;
      changed.push(f);
    }
    if (!changed.length) return toProfileView(before);
    if (changed.includes("screen_name")) await checkScreenName(tx, userId, changes.screen_name!);
    const [after] = await tx
      .update(users)
      // Only FIELDS' text columns are keys of `set`, and stored() keeps the NOT NULL ones non-null.
      .set(set as Partial<typeof users.$inferInsert>)
      .where(eq(users.id, userId))
      .returning();
    const user = toUserRef(after);
    for (const f of changed) {
      const kind = FIELDS[f].kind;
      if (!kind) continue;
      const payload = {
        user,
        before: reported(before[FIELDS[f].column]),
        after: reported(after[FIELDS[f].column]),
      };
      await emitEvent(tx, { kind, userId, payload });
    }
    return toProfileView(after);
  });
}

/** An uploaded picture or banner (its media_key) becomes its served URL; it wins over a URL sent too. */
async function withMediaUrls(tx: Tx, userId: string, input: ProfileUpdate): Promise<ProfileUpdate> {
  const changes = { ...input };
  for (const f of mediaFields) {
    const key = input[f];
    if (key === undefined) continue;
    try {
      changes[IMAGE_MINIMUMS[f].field] = await profileMediaUrl(tx, userId, f, key);
    } catch (err) {
      if (err instanceof ProfileMediaError)
        throw new ProfileError("INVALID_PARAMETER", err.parameter, err.message);
      throw err;
    }
  }
  return changes;
}

/** Screen names are unique regardless of case (the users_screen_name_lower index backs this up). */
async function checkScreenName(tx: Tx, userId: string, screenName: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`screen-name`}))`);
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.screenName}) = lower(${screenName})`, ne(users.id, userId)))
    .limit(1);
  if (taken)
    throw new ProfileError(
      "SCREEN_NAME_TAKEN",
      "screen_name",
      `The screen name ${screenName} is taken; choose another.`,
    );
}
