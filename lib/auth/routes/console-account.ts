import { z } from "zod";
import { listConnections, revokeConnection } from "@/lib/auth/apps/connections";
import { connectionSchema, revokedSchema } from "@/lib/auth/apps/views";
import { consoleCsrfToken, endConsoleGrant } from "@/lib/auth/console-session";
import { endSession } from "@/lib/auth/web-session";
import { authenticate } from "@/lib/auth/caller";
import { defineConsoleRoute } from "../console-route";

/** Who is signed in to the console, and the token its writes carry. */
export const consoleSessionSchema = z.object({
  user: z.object({ id: z.string(), screen_name: z.string(), name: z.string() }),
  csrf_token: z.string(),
});

/** The console session itself and the apps the signed-in user has connected to. */
export const CONSOLE_ACCOUNT_ROUTES = [
  defineConsoleRoute({
    method: "GET",
    path: "/console-api/session",
    summary: "Who is signed in, and the token every write must carry as x-csrf-token",
    response: consoleSessionSchema,
    handler: async ({ c }) => {
      const { user } = await authenticate(c, ["console"]);
      // A console credential is a user's: authenticate() refuses a console call without one.
      if (!user) throw new Error("A console caller has a user.");
      return {
        user: { id: user.id, screen_name: user.screenName, name: user.name },
        csrf_token: consoleCsrfToken(c.var.session),
      };
    },
  }),
  defineConsoleRoute({
    method: "POST",
    path: "/console-api/signout",
    summary: "End the console session",
    response: z.object({ signed_out: z.boolean() }),
    handler: async ({ c }) => {
      await endConsoleGrant(c.var.session);
      await endSession(c);
      return { signed_out: true };
    },
  }),
  defineConsoleRoute({
    method: "GET",
    path: "/console-api/connections",
    summary: "Apps the signed-in user has granted access to",
    response: z.array(connectionSchema),
    handler: ({ userId }) => listConnections(userId),
  }),
  defineConsoleRoute({
    method: "DELETE",
    path: "/console-api/connections/:appId",
    summary: "Revoke every token an app holds for the signed-in user",
    response: revokedSchema,
    handler: async ({ userId, params }) => {
      await revokeConnection(userId, params.appId);
      return { revoked: true };
    },
  }),
] as const;
