import { z } from "zod";
import { getProfile, ProfileError, updateProfile } from "@/lib/profile/service";
import { ConsoleRefusal } from "../auth/console-api-kit";
import { defineConsoleRoute } from "../auth/console-route";
import { profileUpdateSchema } from "./schema";

/** The profile as the console shows it: every field as text ("" when not set). */
const profileViewSchema = z.object({
  id: z.string(),
  verified: z.boolean(),
  premium: z.boolean(),
  name: z.string(),
  screen_name: z.string(),
  bio: z.string(),
  url: z.string(),
  location: z.string(),
  profile_image_url: z.string(),
  profile_banner_url: z.string(),
});

const refusal = (err: unknown) =>
  err instanceof ProfileError
    ? new ConsoleRefusal(err.code === "NOT_FOUND" ? 404 : 400, [
        { code: err.code, message: err.message, parameter: err.parameter },
      ])
    : undefined;

/** /console-api/profile: the signed-in user's public profile. */
export const CONSOLE_PROFILE_ROUTES = [
  defineConsoleRoute({
    method: "GET",
    path: "/console-api/profile",
    summary: "The signed-in user's profile",
    response: profileViewSchema,
    handler: ({ userId }) => getProfile(userId),
  }),
  defineConsoleRoute({
    method: "PUT",
    path: "/console-api/profile",
    summary: "Change any subset of the profile's fields",
    body: profileUpdateSchema,
    response: profileViewSchema,
    refusal,
    handler: ({ userId, body }) => updateProfile(userId, body),
  }),
] as const;
