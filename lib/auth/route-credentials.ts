import type { Credential } from "@/lib/http/route";
import { OAuthError } from "@/lib/http/errors";
import { fail } from "@/lib/http/v2-fail";
import { authenticate, type Caller } from "./caller";
import type { Scope } from "./oauth2/scopes";

/** The credentials a declared route may take (lib/http/route.ts): the scheme, and who is calling. */
export const appOnly: Credential<Caller> = {
  scheme: "AppOnlyBearer",
  resolve: (c) => authenticate(c, ["app-only"]),
};

/**
 * App-only, refused as webhook management (registration, replay) answers: 401
 * UnsupportedAuthentication whatever the cause, the detail (from the credential error) saying
 * which token to send.
 */
export function appOnlyOr401(detail: (err: OAuthError) => string): Credential<Caller> {
  return {
    scheme: "AppOnlyBearer",
    resolve: async (c) => {
      try {
        return await appOnly.resolve(c);
      } catch (err) {
        if (!(err instanceof OAuthError)) throw err;
        fail("UnsupportedAuthentication", detail(err));
      }
    },
  };
}

export type Person = NonNullable<Caller["user"]>;
/** A person writing through an app: the app's tier decides what the write may do (lib/usage). */
export type Writer = Person & { app: Caller["app"] };

/**
 * A person's write: OAuth 1.0a user context with read-write access, or an OAuth 2.0 user token with
 * `scope` (the reference's own name, tweet.write or like.write, stands for ours when it asked).
 */
export function userWriting(scope: Scope): Credential<Writer> {
  return {
    scheme: "UserContext",
    resolve: async (c) => {
      const caller = await authenticate(c, ["oauth1", "oauth2-user"]);
      const allowed = caller.scopes
        ? caller.scopes.includes(scope)
        : caller.accessLevel === "read-write";
      if (!allowed)
        fail(
          "NotAuthorized",
          caller.scopes
            ? `This token lacks the ${scope} scope.`
            : `This token has read-only access; this call needs read-write.`,
        );
      // A user-context credential always carries its user (authenticate's oauth1 and oauth2-user).
      if (!caller.user) throw new Error("A user-context caller has a user.");
      return { ...caller.user, app: caller.app };
    },
  };
}

/** A reader: an app-only bearer token, or a person's token (OAuth 2.0 with `scope`). */
export function reading(scope: Scope): Credential<Caller> {
  return {
    scheme: "AppOnlyBearer",
    resolve: async (c) => {
      const caller = await authenticate(c, ["app-only", "oauth1", "oauth2-user"]);
      if (caller.scopes && !caller.scopes.includes(scope))
        fail("NotAuthorized", `This token lacks the ${scope} scope.`);
      return caller;
    },
  };
}
