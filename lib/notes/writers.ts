import { eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { ServiceProblem } from "@/lib/http/problems";

/** The reference's refusal, word for word (FACTS "Community notes"). */
export const NOT_A_WRITER = "User must be an API Note Writer to access this endpoint.";

export async function isNoteWriter(userId: string): Promise<boolean> {
  const [row] = await db()
    .select({ writer: users.noteWriter })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.writer ?? false;
}

/** Every notes call, from the interface or the console, starts here. */
export async function requireNoteWriter(userId: string): Promise<void> {
  if (!(await isNoteWriter(userId))) throw new ServiceProblem("NotAuthorized", NOT_A_WRITER);
}

/** The profile's setting: the user turns writing notes through the API on or off. */
export async function setNoteWriter(userId: string, on: boolean): Promise<boolean> {
  await db().update(users).set({ noteWriter: on }).where(eq(users.id, userId));
  return isNoteWriter(userId);
}
