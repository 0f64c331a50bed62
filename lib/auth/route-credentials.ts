import type { Credential } from "@/lib/http/route";
import { OAuthError } from "@/lib/http/errors";
import { fail } from "@/lib/http/v2-fail";
import { authenticate, type Caller } from "./caller";

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
