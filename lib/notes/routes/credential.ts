import type { Credential } from "@/lib/http/route";
import { authenticate } from "@/lib/auth/caller";
import type { Person } from "@/lib/auth/route-credentials";
import type { Scope } from "@/lib/auth/oauth2/scopes";
import { fail } from "@/lib/http/v2-fail";
import { spendNotesBudget } from "../limits";
import { isNoteWriter, NOT_A_WRITER } from "../writers";

/**
 * A note writer's call: user context (OAuth 1.0a user, read-write for a change, or an OAuth 2.0 user
 * token with `scope`), a user who is a note writer (403 otherwise, in the reference's words), and
 * one request of the notes limit (429 past it, with the window's x-rate-limit headers). No scope
 * names notes: reads take tweet.read (post.read), changes tweet.write (post.write).
 */
export function noteWriter(scope: Scope, change: boolean): Credential<Person> {
  return {
    scheme: "UserContext",
    resolve: async (c) => {
      const caller = await authenticate(c, ["oauth1", "oauth2-user"]);
      if (caller.scopes && !caller.scopes.includes(scope))
        fail("NotAuthorized", `This token lacks the ${scope} scope.`);
      if (!caller.scopes && change && caller.accessLevel !== "read-write")
        fail("NotAuthorized", "This token has read-only access; this call needs read-write.");
      // A user-context credential always carries its user (authenticate's oauth1 and oauth2-user).
      if (!caller.user) throw new Error("A user-context caller has a user.");
      if (!(await isNoteWriter(caller.user.id))) fail("NotAuthorized", NOT_A_WRITER);
      await spendNotesBudget(c, caller.user.id);
      return caller.user;
    },
  };
}

export const noteReader = noteWriter("post.read", false);
export const noteChanger = noteWriter("post.write", true);
