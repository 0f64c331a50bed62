import { Hono } from "hono";
import { getProfile, ProfileError, updateProfile } from "@/lib/profile/service";
import { fail, jsonBody, type ConsoleEnv } from "../auth/console-api-kit";

/**
 * /console-api/profile: the signed-in user's public profile (mounted by console-api.ts behind its
 * session and CSRF guard). PUT takes any subset of the fields of lib/profile/schema.ts.
 */
export const consoleProfile = new Hono<ConsoleEnv>();

consoleProfile.get("/", async (c) => c.json({ data: await getProfile(c.var.userId) }));

consoleProfile.put("/", async (c) => {
  try {
    return c.json({ data: await updateProfile(c.var.userId, await jsonBody(c)) });
  } catch (err) {
    if (!(err instanceof ProfileError)) throw err;
    const status = err.code === "NOT_FOUND" ? 404 : 400;
    return fail(c, status, [{ code: err.code, message: err.message, parameter: err.parameter }]);
  }
});
